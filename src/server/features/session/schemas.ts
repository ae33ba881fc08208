import { LANGUAGES, THEME_MODES, type LanguageKey, type ThemeMode } from '../../../engine/constants';

export const SessionInfoSchema = {
  $id: 'SessionInfo',
  type: 'object',
  additionalProperties: false,
  required: [
    'userId',
    'id',
    'firstName',
    'lastName',
    'email',
    'shorthand',
    'picture',
    'isAdmin',
    'isSupervisor',
    'isFeedbackDonor',
    'isImpersonated',
    'hasMafegProcess',
    'userRoles',
    'currentOrganization',
    'languageKey',
    'themeMode',
    'dashboardSettings',
    'workflows',
    'customFormSettings',
    'organizationSettings',
  ],
  properties: {
    userId: { type: 'string', description: 'the sign-in subject' },
    id: { type: 'integer', description: 'the employee record in this organization' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    shorthand: { type: 'string' },
    picture: { type: ['string', 'null'] },
    isAdmin: { type: 'boolean' },
    isSupervisor: { type: 'boolean' },
    isFeedbackDonor: { type: 'boolean' },
    isImpersonated: { type: 'boolean' },
    hasMafegProcess: { type: 'boolean' },
    userRoles: { type: 'array', items: { type: 'string' } },
    currentOrganization: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'slug', 'name'],
      properties: { id: { type: 'integer' }, slug: { type: 'string' }, name: { type: 'string' } },
    },
    languageKey: { type: 'string', enum: [...LANGUAGES] },
    themeMode: { type: 'string', enum: [...THEME_MODES] },
    dashboardSettings: {
      type: 'object',
      additionalProperties: false,
      required: ['widgets'],
      properties: { widgets: { type: 'array', items: { type: 'string' } } },
    },
    workflows: { type: 'array', items: { type: 'object', additionalProperties: true } },
    customFormSettings: { type: 'object', additionalProperties: true },
    organizationSettings: {
      type: 'object',
      additionalProperties: false,
      required: ['pdcEdcEnabled', 'feedbackMail'],
      properties: { pdcEdcEnabled: { type: 'boolean' }, feedbackMail: { type: 'string' } },
    },
  },
} as const;

export const SetLanguageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'languageKey'],
  properties: {
    userId: { type: 'string', minLength: 1 },
    languageKey: { type: 'string', enum: [...LANGUAGES] },
  },
} as const;
export type SetLanguageBody = { userId: string; languageKey: LanguageKey };

export const SetThemeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'themeMode'],
  properties: {
    userId: { type: 'string', minLength: 1 },
    themeMode: { type: 'string', enum: [...THEME_MODES] },
  },
} as const;
export type SetThemeBody = { userId: string; themeMode: ThemeMode };

export const AuthConfigSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['authority', 'clientId', 'scope', 'userInfoEndpoint'],
  properties: {
    authority: { type: 'string' },
    clientId: { type: 'string' },
    scope: { type: 'string' },
    userInfoEndpoint: { type: 'string' },
  },
} as const;

export const UserInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sub', 'name', 'email', 'email_verified'],
  properties: {
    sub: { type: 'string' },
    name: { type: 'string' },
    given_name: { type: 'string' },
    family_name: { type: 'string' },
    email: { type: 'string' },
    email_verified: { type: 'boolean' },
  },
} as const;

export const OrganizationsSchema = {
  type: 'object',
  required: ['organizations'],
  properties: {
    organizations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'name'],
        properties: { slug: { type: 'string' }, name: { type: 'string' } },
      },
    },
  },
} as const;
