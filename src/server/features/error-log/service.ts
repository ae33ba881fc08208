import type { Actor } from '../../auth/actor';
import { badRequest } from '../../errors';
import type { ErrorLogServices } from './deps';
import { exportStream, type ExportRow } from './export';
import { presentEntry } from './present';
import { countEntries, listEntries, usersInLog, type EntryFilter } from './repo';
import type { ErrorLogExportQuery, ErrorLogFilterQuery, ErrorLogQuery } from '../../../engine/api/error-log';
import { ERROR_LOG_EXPORT_MAX_ROWS } from '../../../engine/error-log';

const EXPORT_CHUNK = 1000;

/** Pure. The query's filters; 400 when the range ends before it starts. */
function filterOf(query: ErrorLogFilterQuery): EntryFilter {
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? new Date(query.to) : undefined;
  if (from && to && from > to)
    throw badRequest('INVALID_DATE_RANGE', 'The range ends before it starts.', [
      { path: '/querystring/to', message: 'must not be before from' },
    ]);
  return { type: query.type, userId: query.userId, from, to, errorId: query.errorId };
}

/** GET /error-log: a page of the organization's entries matching the filters, newest first, and the count. */
export async function errorLogPage(services: ErrorLogServices, actor: Actor, query: ErrorLogQuery) {
  const filter = filterOf(query);
  const pageSize = query.pageSize ?? 20;
  const rows = await listEntries(services.db, actor.organizationId, filter, {
    offset: (query.pageIndex ?? 0) * pageSize,
    limit: pageSize,
  });
  const errorsCount = await countEntries(services.db, actor.organizationId, filter);
  return { errors: rows.map(presentEntry), errorsCount };
}

/** GET /error-log/users: the people the organization's entries name. */
export async function errorLogUsers(services: ErrorLogServices, actor: Actor) {
  const rows = await usersInLog(services.db, actor.organizationId);
  return {
    users: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      shorthand: r.shorthand,
    })),
  };
}

/**
 * GET /error-log/export: the filtered list (newest first, at most ERROR_LOG_EXPORT_MAX_ROWS) as a stream of an
 * xlsx workbook or CSV, read from the database in chunks while it is written. The filters are checked (400)
 * before anything is sent.
 */
export function errorLogExport(services: ErrorLogServices, actor: Actor, query: ErrorLogExportQuery) {
  const filter = filterOf(query);
  const { db } = services;
  async function* rows(): AsyncGenerator<ExportRow> {
    let before: { at: Date; id: number } | undefined;
    for (let written = 0; written < ERROR_LOG_EXPORT_MAX_ROWS;) {
      const limit = Math.min(EXPORT_CHUNK, ERROR_LOG_EXPORT_MAX_ROWS - written);
      const chunk = await listEntries(db, actor.organizationId, filter, { limit, before });
      for (const row of chunk)
        yield {
          date: row.created_at,
          type: row.type,
          user: row.first_name === null ? '' : `${row.first_name} ${row.last_name ?? ''}`.trim(),
          description: row.description,
          errorId: row.error_id ?? '',
        };
      written += chunk.length;
      if (chunk.length < limit) return;
      const last = chunk[chunk.length - 1];
      before = { at: last.created_at, id: last.id };
    }
  }
  const format = query.format ?? 'xlsx';
  return { format, stream: exportStream(rows(), format, actor.locale) };
}
