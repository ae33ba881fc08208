import { Type, type Static } from 'typebox';
import { Nullable, PersonRef } from '../../../engine/api/common';

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

/** GET /Users without parameters and /Users/my-employees: a plain array of list items. */
export const UserList = Type.Array(UserListItem);

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

/** GET /users/options: the distinct values the overview filters by, sorted. */
export const UserOptions = Type.Object(
  {
    hierarchy: Type.Array(Type.String()),
    location: Type.Array(Type.String()),
    position: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

/** A person in the hierarchy: a PersonRef with position and how many direct reports they have. */
export const HierarchyPerson = Type.Object(
  { ...PersonRef.properties, position: Type.String(), reportCount: Type.Integer() },
  { additionalProperties: false },
);

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

/** GET /users/{id}/reports: the direct reports of an employee, by name. */
export const UserReports = Type.Array(HierarchyPerson);

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
    source: Type.Union([Type.Literal('person'), Type.Literal('provisioning')]),
    /** false: a provisioning change that the employee's API lock refused */
    applied: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** GET /UserHistory: newest first. */
export const UserHistory = Type.Array(UserHistoryEntry);
