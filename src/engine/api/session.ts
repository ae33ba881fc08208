import { Type, type Static } from 'typebox';
import { LANGUAGES, THEME_MODES } from '../constants';
import { AUDIT_PAGE_INDEX_MAX, AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX } from '../impersonation';
import type { SessionWorkflow } from '../workflows';
import { Nullable, RowId } from './common';

/**
 * The HTTP contract of the session (SPEC §3 "Session / current user", §6, §7): each schema with its type of the
 * same name.
 */

/** Body of POST /Session/SetLanguage; `userId` is the caller's sign-in subject. */
export const SetLanguageBody = Type.Object(
  { userId: Type.String({ minLength: 1 }), languageKey: Type.Enum(LANGUAGES) },
  { additionalProperties: false },
);
export type SetLanguageBody = Static<typeof SetLanguageBody>;

/** Body of POST /Session/SetTheme; `userId` is the caller's sign-in subject. */
export const SetThemeBody = Type.Object(
  { userId: Type.String({ minLength: 1 }), themeMode: Type.Enum(THEME_MODES) },
  { additionalProperties: false },
);
export type SetThemeBody = Static<typeof SetThemeBody>;

/** Body of POST /session/impersonate-user: the employee record to act as. */
export const ImpersonateBody = Type.Object({ id: RowId }, { additionalProperties: false });
export type ImpersonateBody = Static<typeof ImpersonateBody>;

/** GET /session/impersonation-audit: filters by person and time, and paging. */
export const ImpersonationAuditQuery = Type.Object(
  {
    /** the impersonated employee */
    userId: Type.Optional(RowId),
    /** the administrator who impersonated */
    adminId: Type.Optional(RowId),
    /** writes at or after this time */
    from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    /** writes before this time */
    to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    pageIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: AUDIT_PAGE_INDEX_MAX, default: 0 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_SIZE_MAX, default: AUDIT_PAGE_SIZE_DEFAULT }),
    ),
  },
  { additionalProperties: false },
);
export type ImpersonationAuditQuery = Static<typeof ImpersonationAuditQuery>;

const closed = { additionalProperties: false } as const;
/** Workflow settings, packed for the session (packWorkflowForSession): the client unpacks them. */
const PackedWorkflow = Type.Unsafe<SessionWorkflow>(Type.Object({}, { additionalProperties: true }));

/** While impersonating: the full administrator acting as this user, and when it ends (SPEC §6). */
export const SessionImpersonator = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  {
    ...closed,
    description: 'while impersonating: the full administrator acting as this user (SPEC §6)',
  },
);
export type SessionImpersonator = Static<typeof SessionImpersonator>;

/**
 * GET /Session/Initialize (SPEC §3 "Session / current user"). The answer is serialized by serializeSession,
 * not from this schema; presentSession and serializeSession are typed by it.
 */
export const SessionInfo = Type.Object(
  {
    userId: Type.String({ description: 'the sign-in subject' }),
    id: Type.Integer({ description: 'the employee record in this organization' }),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    shorthand: Type.String(),
    picture: Nullable(Type.String()),
    isAdmin: Type.Boolean(),
    isSupervisor: Type.Boolean(),
    isFeedbackDonor: Type.Boolean(),
    isImpersonated: Type.Boolean(),
    impersonator: Type.Optional(SessionImpersonator),
    hasMafegProcess: Type.Boolean(),
    userRoles: Type.Array(Type.String()),
    currentOrganization: Type.Object(
      { id: Type.Integer(), slug: Type.String(), name: Type.String() },
      closed,
    ),
    languageKey: Type.Enum(LANGUAGES),
    themeMode: Type.Enum(THEME_MODES),
    dashboardSettings: Type.Object({ widgets: Type.Array(Type.String()) }, closed),
    workflows: Type.Array(PackedWorkflow),
    customFormSettings: Type.Record(Type.String(), Type.Record(Type.String(), Type.String()), {
      description: 'the form (correlation id) by process type and feedback type',
    }),
    organizationSettings: Type.Object(
      {
        pdcEdcEnabled: Type.Boolean(),
        feedbackMail: Type.String(),
        timeZone: Type.String({
          description: "the IANA zone the organization's days and times are counted and shown in",
        }),
      },
      closed,
    ),
  },
  { $id: 'SessionInfo', ...closed },
);
export type SessionInfo = Static<typeof SessionInfo>;

/** GET /auth/config: the sign-in settings of the web client. */
export const AuthConfig = Type.Object(
  {
    authority: Type.String(),
    clientId: Type.String(),
    scope: Type.String(),
    userInfoEndpoint: Type.String(),
  },
  closed,
);
export type AuthConfig = Static<typeof AuthConfig>;

/** GET /auth/userinfo: OpenID Connect claims of the access token's subject. */
export const UserInfo = Type.Object(
  {
    sub: Type.String(),
    name: Type.String(),
    given_name: Type.Optional(Type.String()),
    family_name: Type.Optional(Type.String()),
    email: Type.String(),
    email_verified: Type.Boolean(),
  },
  closed,
);
export type UserInfo = Static<typeof UserInfo>;

/** GET /Session/Organizations: the organizations of the signed-in subject. */
export const Organizations = Type.Object({
  organizations: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() }, closed)),
});
export type Organizations = Static<typeof Organizations>;

/** POST /session/impersonate-user: whom the caller now acts as, and until when. */
export const ImpersonationStarted = Type.Object(
  { id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), expiresAt: Type.String() },
  closed,
);
export type ImpersonationStarted = Static<typeof ImpersonationStarted>;

const AuditPerson = Type.Object(
  {
    id: Nullable(Type.Integer({ description: 'null once the employee record is deleted' })),
    name: Type.String(),
  },
  closed,
);

/** One write made while impersonating. */
export const ImpersonationAuditItem = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String(),
    admin: AuditPerson,
    user: AuditPerson,
    method: Type.String(),
    route: Type.String({ description: 'the route pattern, e.g. /api/Feedbacks/:id' }),
    statusCode: Type.Integer(),
  },
  closed,
);
export type ImpersonationAuditItem = Static<typeof ImpersonationAuditItem>;

/** GET /session/impersonation-audit: one page, newest first, and how many match. */
export const ImpersonationAuditPage = Type.Object(
  { items: Type.Array(ImpersonationAuditItem), totalCount: Type.Integer() },
  closed,
);
export type ImpersonationAuditPage = Static<typeof ImpersonationAuditPage>;
