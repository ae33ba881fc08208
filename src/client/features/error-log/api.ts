import useSWR from 'swr';
import type { ErrorLogFilterQuery, ErrorLogList, ErrorLogUsers } from '../../../engine/api/error-log';
import type { ErrorLogExportFormat } from '../../../engine/error-log';
import { http, swrFetcher } from '../../api';

/** Pure. The query string of the filters (and paging). */
function errorLogQuery(filter: ErrorLogFilterQuery, paging?: { pageIndex: number; pageSize: number }) {
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
export const useErrorLog = (slug: string, filter: ErrorLogFilterQuery, pageIndex: number, pageSize: number) =>
  useSWR(
    [`/error-log?${errorLogQuery(filter, { pageIndex, pageSize })}`, slug] as const,
    swrFetcher<ErrorLogList>,
    options,
  );

/** The people the log names (the user filter's choices). */
export const useErrorLogUsers = (slug: string) =>
  useSWR(['/error-log/users', slug] as const, swrFetcher<ErrorLogUsers>, options);

/** GET /error-log/export: the filtered list as a file (null when it failed). */
export const downloadErrorLog = (filter: ErrorLogFilterQuery, format: ErrorLogExportFormat) =>
  http.download(`/error-log/export?${errorLogQuery(filter)}`, { format });
