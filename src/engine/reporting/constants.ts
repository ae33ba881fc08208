import type { LanguageKey } from '../constants';

/** The six reports of SPEC §2, by their route segment. */
export const REPORTS = [
  'status-report',
  'pdp-report',
  'field-value-report',
  'career-development',
  'pdc-actions',
  'ehg-actions',
] as const;
export type ReportName = (typeof REPORTS)[number];

/** The promotion workflow's decision statuses (SPEC §3 confirmed flag): 430 confirmed, 440 denied. */
export const PROMOTION_RESULT_STATUSES = { confirmed: 430, denied: 440 } as const;

/** Length limit of a filter value (hierarchy unit, location, position). */
export const REPORT_FILTER_MAX_LENGTH = 200;
/** How many recipient ids a field value report may name. */
export const REPORT_MAX_RECIPIENT_IDS = 1000;
/** Rows read per database round trip when a download streams a report. */
export const REPORT_EXPORT_BATCH_ROWS = 2000;
/** Element ids and questionnaire correlation ids in a field value request. */
export const REPORT_ELEMENT_ID_MAX_LENGTH = 100;

export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** A column of a report table and of its downloads. */
export type ReportColumnType = 'text' | 'number' | 'percent' | 'date';
export type ReportColumn = { key: string; type: ReportColumnType; title: Record<LanguageKey, string> };
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;
