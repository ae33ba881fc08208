import { Type, type Static } from 'typebox';
import { MAX_PAGE_INDEX, MAX_PAGE_SIZE } from '../emails';
import { ERROR_LOG_EXPORT_FORMATS, ERROR_LOG_TYPE_IDS, type ErrorLogType } from '../error-log';
import { NullablePersonRef, PersonRef, RowId } from './common';

/** The HTTP contract of the error log (SPEC §7 Error log): each schema with its type of the same name. */

const filters = {
  /** a union built from an array has the static type `never`: `Unsafe` states it */
  type: Type.Optional(
    Type.Unsafe<ErrorLogType>(Type.Union(ERROR_LOG_TYPE_IDS.map((id) => Type.Literal(id)))),
  ),
  userId: Type.Optional(RowId),
  /** entries at or after this time */
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  /** entries before this time */
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  /** the id a 500 answer carried */
  errorId: Type.Optional(Type.String({ format: 'uuid', maxLength: 36 })),
};

/** GET /error-log: filters and paging. */
export const ErrorLogQuery = Type.Object(
  {
    ...filters,
    pageIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_INDEX, default: 0 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
  },
  { additionalProperties: false },
);
export type ErrorLogQuery = Static<typeof ErrorLogQuery>;

/** GET /error-log/export: the same filters and the format of the download. */
export const ErrorLogExportQuery = Type.Object(
  { ...filters, format: Type.Optional(Type.Enum(ERROR_LOG_EXPORT_FORMATS, { default: 'xlsx' })) },
  { additionalProperties: false },
);
export type ErrorLogExportQuery = Static<typeof ErrorLogExportQuery>;

export type ErrorLogFilterQuery = Pick<ErrorLogQuery, keyof typeof filters>;

/** One entry (SPEC §3 Error log entry: date, user, type, description; plus the error id of a 500). */
export const ErrorLogEntry = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  type: Type.Integer(),
  description: Type.String(),
  errorId: Type.Union([Type.String(), Type.Null()]),
  user: NullablePersonRef,
});
export type ErrorLogEntry = Static<typeof ErrorLogEntry>;

/** GET /error-log. */
export const ErrorLogList = Type.Object({
  errors: Type.Array(ErrorLogEntry),
  errorsCount: Type.Integer(),
});
export type ErrorLogList = Static<typeof ErrorLogList>;

/** GET /error-log/users: the people the organization's entries name (the user filter's choices). */
export const ErrorLogUsers = Type.Object({ users: Type.Array(PersonRef) });
export type ErrorLogUsers = Static<typeof ErrorLogUsers>;
