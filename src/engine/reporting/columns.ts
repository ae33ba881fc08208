import type { LanguageKey } from '../constants';
import type { ReportColumn, ReportColumnType } from './constants';

const col = (type: ReportColumnType, de: string, en: string) => ({
  type,
  title: { 'de-DE': de, 'en-US': en },
});

/** Every fixed column of the reports, by key: its type and title (the v{n} distribution columns are made). */
const COLUMNS = {
  employee: col('text', 'Mitarbeiter/in', 'Employee'),
  shorthand: col('text', 'Kürzel', 'Shorthand'),
  unit: col('text', 'Organisationseinheit', 'Organization unit'),
  location: col('text', 'Standort', 'Location'),
  supervisor: col('text', 'Führungskraft', 'Supervisor'),
  total: col('number', 'Prozesse', 'Processes'),
  // the dashboard groups of SPEC §4 (open, preparation, documentation, ...)
  group0: col('number', 'Offen', 'Open'),
  group10: col('number', 'Vorbereitung', 'Preparation'),
  group20: col('number', 'Dokumentation', 'Documentation'),
  group99: col('number', 'Abgeschlossen', 'Finished'),
  group999: col('number', 'Geschlossen', 'Closed'),
  completionRate: col('percent', 'Abschlussquote', 'Completion rate'),
  processId: col('number', 'Prozess', 'Process'),
  statusId: col('number', 'Status-ID', 'Status id'),
  status: col('text', 'Status', 'Status'),
  lastReview: col('date', 'Letztes Review', 'Last review'),
  nextReview: col('date', 'Nächstes Review', 'Next review'),
  document: col('text', 'Dokument', 'Document'),
  uploadedAt: col('date', 'Hochgeladen am', 'Uploaded on'),
  documentState: col('text', 'Dokumentstand', 'Document state'),
  careerPath: col('text', 'Karrierepfad', 'Career path'),
  developmentType: col('text', 'Entwicklungsart', 'Development type'),
  targetPosition: col('text', 'Zielposition', 'Target position'),
  hardfacts: col('text', 'Hardfacts', 'Hardfacts'),
  result: col('text', 'Ergebnis', 'Result'),
  effectiveDate: col('date', 'Wirksam ab', 'Effective date'),
  processType: col('text', 'Prozessart', 'Process type'),
  processStatus: col('text', 'Prozessstatus', 'Process status'),
  kind: col('text', 'Art', 'Kind'),
  action: col('text', 'Maßnahme / Ziel', 'Action / goal'),
  owner: col('text', 'Verantwortlich', 'Owner'),
  dueDate: col('date', 'Fällig bis', 'Due date'),
  source: col('text', 'Quelle', 'Source'),
  item: col('text', 'Frage / Zeile', 'Question / row'),
  count: col('number', 'Anzahl', 'Count'),
  mean: col('number', 'Mittelwert', 'Mean'),
  text: col('text', 'Text', 'Text'),
  note: col('text', 'Hinweis', 'Note'),
} satisfies Record<string, Omit<ReportColumn, 'key'>>;
type ColumnKey = keyof typeof COLUMNS;

/** The column `key` with the type and title of the catalogue's column `like`. */
const named = (key: string, like: ColumnKey): ReportColumn => ({ key, ...COLUMNS[like] });

/** The catalogue's columns of these keys, in this order. */
const columns = (...keys: ColumnKey[]): ReportColumn[] => keys.map((key) => named(key, key));

/** The column `group` of a report grouped by unit (1) or by person: `byPerson` names the person. */
const groupColumn = (reportType: 1 | 2, byPerson: 'supervisor' | 'employee') =>
  named('group', reportType === 1 ? 'unit' : byPerson);

/** Status report: the group (unit or supervisor), the total, the dashboard groups, the completion rate. */
export function statusReportColumns(reportType: 1 | 2, statuses: readonly ReportColumn[]): ReportColumn[] {
  return [
    groupColumn(reportType, 'supervisor'),
    ...columns('total', 'group0', 'group10', 'group20', 'group99', 'group999', 'completionRate'),
    ...statuses,
  ];
}

/** The columns of a report with a row per process: the employee, where they stand, the process, `own`. */
const processColumns = (...own: ColumnKey[]) =>
  columns('employee', 'shorthand', 'unit', 'location', 'supervisor', 'processId', ...own);

export const PDP_REPORT_COLUMNS: readonly ReportColumn[] = processColumns(
  'statusId',
  'status',
  'lastReview',
  'nextReview',
  'document',
  'uploadedAt',
  'documentState',
);

export const CAREER_REPORT_COLUMNS: readonly ReportColumn[] = processColumns(
  'careerPath',
  'developmentType',
  'targetPosition',
  'hardfacts',
  'result',
  'effectiveDate',
  'status',
);

export const ACTIONS_REPORT_COLUMNS: readonly ReportColumn[] = [
  ...processColumns('processType', 'processStatus', 'kind'),
  named('text', 'action'),
  ...columns('owner', 'dueDate', 'status'),
];

/** Field value report: one row per group and item (scale, matrix) or per text; distribution columns v{n}. */
export function fieldValueColumns(
  reportType: 1 | 2,
  scale: { min: number; max: number } | null,
): ReportColumn[] {
  const values: ReportColumn[] = [];
  if (scale)
    for (let v = scale.min; v <= scale.max; v++)
      values.push({ key: `v${v}`, ...col('number', `= ${v}`, `= ${v}`) });
  return [
    groupColumn(reportType, 'employee'),
    ...columns('source', 'item', 'count', 'mean'),
    ...values,
    ...columns('text', 'note'),
  ];
}

/** Pure. A column as the API sends it: its title in the reader's language. */
export function columnIn(column: ReportColumn, locale: LanguageKey) {
  return { key: column.key, type: column.type, title: column.title[locale] };
}
