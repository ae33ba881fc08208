import useSWR from 'swr';
import type { ErrorLogExportFormat } from '../../../engine/error-log';
import { http, swrFetcher } from '../../api';

type Person = { id: number; firstName: string; lastName: string; shorthand: string };

/** One entry of GET /error-log (SPEC §3 Error log entry). */
export type ErrorLogEntry = {
  id: number;
  date: string;
  type: number;
  description: string;
  errorId: string | null;
  user: Person | null;
};
export type ErrorLogPage = { errors: ErrorLogEntry[]; errorsCount: number };

export type ErrorLogFilter = {
  type?: number;
  userId?: number;
  /** ISO date-times: at or after `from`, before `to` */
  from?: string;
  to?: string;
  errorId?: string;
};

/** Pure. The query string of the filters (and paging). */
export function errorLogQuery(filter: ErrorLogFilter, paging?: { pageIndex: number; pageSize: number }) {
  const query = new URLSearchParams();
  if (paging) {
    query.set('pageIndex', String(paging.pageIndex));
    query.set('pageSize', String(paging.pageSize));
  }
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
}

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** A page of the organization's error log, newest first (null when it failed). */
export const useErrorLog = (slug: string, filter: ErrorLogFilter, pageIndex: number, pageSize: number) =>
  useSWR(
    [`/error-log?${errorLogQuery(filter, { pageIndex, pageSize })}`, slug] as const,
    swrFetcher<ErrorLogPage>,
    options,
  );

/** The people the log names (the user filter's choices). */
export const useErrorLogUsers = (slug: string) =>
  useSWR(['/error-log/users', slug] as const, swrFetcher<{ users: Person[] }>, options);

/** GET /error-log/export: the filtered list as a file (null when it failed). */
export const downloadErrorLog = (filter: ErrorLogFilter, format: ErrorLogExportFormat) =>
  http.download(`/error-log/export?${errorLogQuery(filter)}`, { format });
