import { Type, type Static } from 'typebox';
import { MAX_PAGE_INDEX, MAX_PAGE_SIZE } from '../../../engine/emails';
import { ERROR_LOG_EXPORT_FORMATS, ERROR_LOG_TYPE_IDS } from '../../../engine/error-log';
import { RowId } from '../../../engine/api/common';

/** The request schemas of the error log (SPEC §7 Error log), each with its type of the same name. */

const filters = {
  type: Type.Optional(Type.Union(ERROR_LOG_TYPE_IDS.map((id) => Type.Literal(id)))),
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
