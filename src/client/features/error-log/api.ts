import useSWR from 'swr';
import type { ErrorLogFilterQuery, ErrorLogList, ErrorLogUsers } from '../../../engine/api/error-log';
import type { ErrorLogExportFormat } from '../../../engine/error-log';
import { http, swrFetcher, withQuery } from '../../api';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** A page of the organization's error log, newest first (null when it failed). */
export const useErrorLog = (slug: string, filter: ErrorLogFilterQuery, pageIndex: number, pageSize: number) =>
  useSWR(
    [withQuery('/error-log', { pageIndex, pageSize, ...filter }), slug] as const,
    swrFetcher<ErrorLogList>,
    options,
  );

/** The people the log names (the user filter's choices). */
export const useErrorLogUsers = (slug: string) =>
  useSWR(['/error-log/users', slug] as const, swrFetcher<ErrorLogUsers>, options);

/** GET /error-log/export: the filtered list as a file (null when it failed). */
export const downloadErrorLog = (filter: ErrorLogFilterQuery, format: ErrorLogExportFormat) =>
  http.download(withQuery('/error-log/export', filter), { format });
