import { Type, type Static } from 'typebox';
import {
  EMPLOYEE_EMAIL_MAX_LENGTH,
  EMPLOYEE_KEYWORD_MAX_LENGTH,
  EMPLOYEE_PAGE_MAX_SIZE,
  EMPLOYEE_SHORTHAND_MAX_LENGTH,
  EMPLOYEE_SHORTHAND_PATTERN,
  EMPLOYEE_SORT_COLUMNS,
  EMPLOYEE_TEXT_MAX_LENGTH,
} from '../employees';
import { IMPERSONATION_REFUSALS } from '../impersonation';
import { Nullable, PersonRef, RowId } from './common';

/** Why the caller may not "view as" this employee (engine/impersonation), or null when they may. */
const ImpersonationRefusal = Nullable(Type.Enum(IMPERSONATION_REFUSALS));

/** The request and answer schemas of the users routes (SPEC §7 Users), each with its type of the same name. */

const filterText = Type.String({ minLength: 1, maxLength: EMPLOYEE_TEXT_MAX_LENGTH });

/**
 * GET /Users query: without any parameter the plain list of every employee (the pickers); with one or more, a
 * page of the employee overview. `keyword` searches shorthand, names, e-mail and position; `hierarchy`,
 * `location` and `position` match exactly; `pageIndex` counts from 0; `sort` names a column, `desc` reverses it.
 */
export const UserListQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: EMPLOYEE_KEYWORD_MAX_LENGTH })),
    hierarchy: Type.Optional(filterText),
    location: Type.Optional(filterText),
    position: Type.Optional(filterText),
    pageIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: EMPLOYEE_PAGE_MAX_SIZE })),
    sort: Type.Optional(Type.Union(EMPLOYEE_SORT_COLUMNS.map((column) => Type.Literal(column)))),
    desc: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UserListQuery = Static<typeof UserListQuery>;

export const UserIdParams = Type.Object({ id: RowId }, { additionalProperties: false });
export type UserIdParams = Static<typeof UserIdParams>;

export const ShorthandParams = Type.Object(
  {
    shorthand: Type.String({
      minLength: 1,
      maxLength: EMPLOYEE_SHORTHAND_MAX_LENGTH,
      pattern: EMPLOYEE_SHORTHAND_PATTERN,
    }),
  },
  { additionalProperties: false },
);
export type ShorthandParams = Static<typeof ShorthandParams>;

export const UserHistoryQuery = Type.Object({ userId: RowId }, { additionalProperties: false });
export type UserHistoryQuery = Static<typeof UserHistoryQuery>;

const text = (minLength: number) => Type.String({ minLength, maxLength: EMPLOYEE_TEXT_MAX_LENGTH });

/**
 * PUT /Users: every field of the employee's detail (SPEC §3 "User detail"), replacing what is stored. Texts are
 * trimmed before they are stored; names, e-mail and shorthand must not be blank.
 */
export const SaveUserBody = Type.Object(
  {
    id: RowId,
    firstName: text(1),
    lastName: text(1),
    email: Type.String({ minLength: 3, maxLength: EMPLOYEE_EMAIL_MAX_LENGTH, format: 'email' }),
    shorthand: Type.String({
      minLength: 1,
      maxLength: EMPLOYEE_SHORTHAND_MAX_LENGTH,
      pattern: EMPLOYEE_SHORTHAND_PATTERN,
    }),
    position: text(0),
    currentPosition: text(0),
    hierarchy: text(0),
    location: text(0),
    supervisorId: Nullable(RowId),
    mentorId: Nullable(RowId),
    isApiUpdateLocked: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SaveUserBody = Static<typeof SaveUserBody>;

/** SPEC §3 "User list item". */
export const UserListItem = Type.Object(
  {
    id: Type.Integer(),
    shorthand: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    position: Type.String(),
    supervisorId: Nullable(Type.Integer()),
    supervisorName: Nullable(Type.String()),
    mentorName: Nullable(Type.String()),
    canBeImpersonated: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UserListItem = Static<typeof UserListItem>;

/** GET /Users without parameters and /Users/my-employees: a plain array of list items. */
export const UserList = Type.Array(UserListItem);
export type UserList = Static<typeof UserList>;

/** One row of the employee overview: the list item with the organizational fields the overview shows. */
export const UserPageItem = Type.Object(
  {
    ...UserListItem.properties,
    location: Type.String(),
    hierarchy: Type.String(),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UserPageItem = Static<typeof UserPageItem>;

/** GET /Users with parameters: one page of the overview and how many employees match in all. */
export const UserPage = Type.Object(
  {
    items: Type.Array(UserPageItem),
    totalCount: Type.Integer(),
    pageIndex: Type.Integer(),
    pageSize: Type.Integer(),
  },
  { additionalProperties: false },
);
export type UserPage = Static<typeof UserPage>;

/** GET /Users: the plain array without parameters, a UserPage with any. */
export const UserListAnswer = Type.Union([UserList, UserPage]);
export type UserListAnswer = Static<typeof UserListAnswer>;

/** GET /users/options: the distinct values the overview filters by, sorted. */
export const UserOptions = Type.Object(
  {
    hierarchy: Type.Array(Type.String()),
    location: Type.Array(Type.String()),
    position: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type UserOptions = Static<typeof UserOptions>;

/** A person in the hierarchy: a PersonRef with position and how many direct reports they have. */
export const HierarchyPerson = Type.Object(
  { ...PersonRef.properties, position: Type.String(), reportCount: Type.Integer() },
  { additionalProperties: false },
);
export type HierarchyPerson = Static<typeof HierarchyPerson>;

/** GET /users/{id}: SPEC §3 "User detail", with the supervisor line and the profile. */
export const UserDetail = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    shorthand: Type.String(),
    position: Type.String(),
    currentPosition: Type.String(),
    hierarchy: Type.String(),
    location: Type.String(),
    supervisor: Nullable(PersonRef),
    mentor: Nullable(PersonRef),
    isApiUpdateLocked: Type.Boolean(),
    active: Type.Boolean(),
    canBeImpersonated: Type.Boolean(),
    impersonationRefusal: ImpersonationRefusal,
    /** the supervisor line, direct supervisor first, up to the top */
    supervisorLine: Type.Array(HierarchyPerson),
    reportCount: Type.Integer(),
    languageKey: Type.String(),
    themeMode: Type.String(),
    roles: Type.Array(Type.String()),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type UserDetail = Static<typeof UserDetail>;

/** GET /users/{id}/reports: the direct reports of an employee, by name. */
export const UserReports = Type.Array(HierarchyPerson);
export type UserReports = Static<typeof UserReports>;

/** One entry of an employee's change history (SPEC §3). */
export const UserHistoryEntry = Type.Object(
  {
    id: Type.Integer(),
    field: Type.String(),
    /** the value before and after as text; a supervisor or mentor as "First Last (SHORTHAND)" */
    previousValue: Nullable(Type.String()),
    newValue: Nullable(Type.String()),
    /** the person who changed it; null for provisioning */
    changedBy: Nullable(PersonRef),
    /** the administrator who made the change while viewing as changedBy, when there was one */
    impersonatedBy: Nullable(PersonRef),
    changedAt: Type.String({ format: 'date-time' }),
    /** person: the employee administration; provisioning: SCIM; signIn: a first sign-in at an external issuer */
    source: Type.Union([Type.Literal('person'), Type.Literal('provisioning'), Type.Literal('signIn')]),
    /** false: a provisioning change that the employee's API lock refused */
    applied: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UserHistoryEntry = Static<typeof UserHistoryEntry>;

/** GET /UserHistory: newest first. */
export const UserHistory = Type.Array(UserHistoryEntry);
export type UserHistory = Static<typeof UserHistory>;

/** A subject of an external issuer the employee signs in as (matched at the first sign-in). */
export const UserIdentity = Type.Object(
  {
    id: Type.Integer(),
    issuer: Type.String(),
    subject: Type.String(),
    linkedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type UserIdentity = Static<typeof UserIdentity>;

/** GET /users/{id}/identities: oldest first. */
export const UserIdentities = Type.Array(UserIdentity);
export type UserIdentities = Static<typeof UserIdentities>;

export const UserIdentityParams = Type.Object(
  { id: RowId, identityId: RowId },
  { additionalProperties: false },
);
export type UserIdentityParams = Static<typeof UserIdentityParams>;
