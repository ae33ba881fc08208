import useSWR from 'swr';
import type { Report, ReportForms, ReportOptions } from '../../../engine/api/reporting';
import { http, isUnexpectedError, swrFetcher, withQuery, type QueryParams } from '../../api';
import { saveFile } from '../../process-common/dates';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** A GET report (status, PDP, career, actions) with its filters; `locale` refetches on a language change. */
export const useReport = (slug: string, path: string, params: QueryParams, locale: string) =>
  useSWR(
    [withQuery(`/Reports/${path}`, params), slug, locale] as const,
    ([key, organization]) => swrFetcher<Report>([key, organization]),
    options,
  );

/** POST /Reports/field-value-report/{reportType}/{processType}; null body: nothing chosen yet. */
export const useFieldValueReport = (
  slug: string,
  path: string,
  body: Record<string, unknown> | null,
  locale: string,
) =>
  useSWR(
    body ? ([path, JSON.stringify(body), slug, locale] as const) : null,
    async ([p, json, organization]) => {
      const answer = await http.post<Report>(`/Reports/${p}`, JSON.parse(json), { organization });
      return isUnexpectedError(answer) ? null : answer;
    },
    options,
  );

/** GET /Reports/options: the filter values of the reader's scope. */
export const useReportOptions = (slug: string) =>
  useSWR(['/Reports/options', slug] as const, swrFetcher<ReportOptions>, options);

/** GET /Reports/field-value-report/elements/{processType}. */
export const useReportForms = (slug: string, processType: number) =>
  useSWR(
    [`/Reports/field-value-report/elements/${processType}`, slug] as const,
    swrFetcher<ReportForms>,
    options,
  );

/** Downloads a report file (xlsx or CSV) and hands it to the browser; false when it failed. */
export async function downloadReport(
  slug: string,
  path: string,
  params: QueryParams,
  format: 'xlsx' | 'csv',
): Promise<boolean> {
  const blob = await http.download(`/Reports/${path}/export`, { ...params, format }, { organization: slug });
  if (!blob) return false;
  saveFile(blob, `${path.split('/')[0]}-${new Date().toISOString().slice(0, 10)}.${format}`);
  return true;
}
