import { Type, type Static } from 'typebox';
import { LANGUAGES, THEME_MODES } from '../../../engine/constants';
import { Nullable } from '../../../engine/api/common';

const closed = { additionalProperties: false } as const;
/** Workflow settings, packed for the session (packWorkflowForSession): the client unpacks them. */
const PackedWorkflow = Type.Object({}, { additionalProperties: true });

/**
 * GET /Session/Initialize (SPEC §3 "Session / current user"). The answer is serialized by serializeSession,
 * not from this schema; presentSession is typed by it, and the engine's SessionInfo (the client's type) must
 * accept what it builds.
 */
export const SessionInfoSchema = Type.Object(
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
    impersonator: Type.Optional(
      Type.Object(
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
      ),
    ),
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
    organizationSettings: Type.Object({ pdcEdcEnabled: Type.Boolean(), feedbackMail: Type.String() }, closed),
  },
  { $id: 'SessionInfo', ...closed },
);
export type SessionInfoResponse = Static<typeof SessionInfoSchema>;

/**
 * The answer of GET /Session/Initialize as the route sends it: prepared UTF-8 JSON bytes (session-answer.ts),
 * which Fastify sends as they are. The JSON they hold is SessionInfoSchema.
 */
export const SessionInfoBytes = Type.Unsafe<Buffer>(SessionInfoSchema);

/** GET /auth/config: the sign-in settings of the web client. */
export const AuthConfigSchema = Type.Object(
  {
    authority: Type.String(),
    clientId: Type.String(),
    scope: Type.String(),
    userInfoEndpoint: Type.String(),
  },
  closed,
);

/** GET /auth/userinfo: OpenID Connect claims of the access token's subject. */
export const UserInfoSchema = Type.Object(
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

/** GET /Session/Organizations: the organizations of the signed-in subject. */
export const OrganizationsSchema = Type.Object({
  organizations: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() }, closed)),
});

/** POST /session/impersonate-user: whom the caller now acts as, and until when. */
export const ImpersonationStartedSchema = Type.Object(
  { id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), expiresAt: Type.String() },
  closed,
);

const AuditPerson = Type.Object(
  {
    id: Nullable(Type.Integer({ description: 'null once the employee record is deleted' })),
    name: Type.String(),
  },
  closed,
);

/** One write made while impersonating. */
export const ImpersonationAuditItemSchema = Type.Object(
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
export type ImpersonationAuditItem = Static<typeof ImpersonationAuditItemSchema>;

/** GET /session/impersonation-audit: one page, newest first, and how many match. */
export const ImpersonationAuditPageSchema = Type.Object(
  { items: Type.Array(ImpersonationAuditItemSchema), totalCount: Type.Integer() },
  closed,
);
