import { Type } from 'typebox';
import { NullablePersonRef, PersonRef } from '../../../engine/api/common';

/** One entry (SPEC §3 Error log entry: date, user, type, description; plus the error id of a 500). */
export const ErrorLogEntrySchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  type: Type.Integer(),
  description: Type.String(),
  errorId: Type.Union([Type.String(), Type.Null()]),
  user: NullablePersonRef,
});

/** GET /error-log. */
export const ErrorLogListSchema = Type.Object({
  errors: Type.Array(ErrorLogEntrySchema),
  errorsCount: Type.Integer(),
});

/** GET /error-log/users: the people the organization's entries name (the user filter's choices). */
export const ErrorLogUsersSchema = Type.Object({ users: Type.Array(PersonRef) });

/** The export: a workbook or CSV file, streamed. */
export const ExportFile = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });
