import { Type, type Static } from 'typebox';
import {
  EMPLOYEE_EMAIL_MAX_LENGTH,
  EMPLOYEE_KEYWORD_MAX_LENGTH,
  EMPLOYEE_PAGE_MAX_SIZE,
  EMPLOYEE_SHORTHAND_MAX_LENGTH,
  EMPLOYEE_SHORTHAND_PATTERN,
  EMPLOYEE_SORT_COLUMNS,
  EMPLOYEE_TEXT_MAX_LENGTH,
} from '../../../engine/employees';
import { Nullable, RowId } from '../../../engine/api/common';

/** The request schemas of the users routes (SPEC §7 Users), each with its type of the same name. */

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
