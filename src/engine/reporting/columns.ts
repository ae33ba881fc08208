import type { LanguageKey } from '../constants';
import type { ReportColumn, ReportColumnType } from './constants';

const col = (key: string, type: ReportColumnType, de: string, en: string): ReportColumn => ({
  key,
  type,
  title: { 'de-DE': de, 'en-US': en },
});

/** The dashboard groups of SPEC §4 as status report columns (open, preparation, documentation, ...). */
const GROUP_COLUMNS: readonly ReportColumn[] = [
  col('group0', 'number', 'Offen', 'Open'),
  col('group10', 'number', 'Vorbereitung', 'Preparation'),
  col('group20', 'number', 'Dokumentation', 'Documentation'),
  col('group99', 'number', 'Abgeschlossen', 'Finished'),
  col('group999', 'number', 'Geschlossen', 'Closed'),
];

/** Status report: the group (unit or supervisor), the total, the dashboard groups, the completion rate. */
export function statusReportColumns(reportType: 1 | 2, statuses: readonly ReportColumn[]): ReportColumn[] {
  return [
    reportType === 1
      ? col('group', 'text', 'Organisationseinheit', 'Organization unit')
      : col('group', 'text', 'Führungskraft', 'Supervisor'),
    col('total', 'number', 'Prozesse', 'Processes'),
    ...GROUP_COLUMNS,
    col('completionRate', 'percent', 'Abschlussquote', 'Completion rate'),
    ...statuses,
  ];
}

const person: readonly ReportColumn[] = [
  col('employee', 'text', 'Mitarbeiter/in', 'Employee'),
  col('shorthand', 'text', 'Kürzel', 'Shorthand'),
  col('unit', 'text', 'Organisationseinheit', 'Organization unit'),
  col('location', 'text', 'Standort', 'Location'),
  col('supervisor', 'text', 'Führungskraft', 'Supervisor'),
];

export const PDP_REPORT_COLUMNS: readonly ReportColumn[] = [
  ...person,
  col('processId', 'number', 'Prozess', 'Process'),
  col('statusId', 'number', 'Status-ID', 'Status id'),
  col('status', 'text', 'Status', 'Status'),
  col('lastReview', 'date', 'Letztes Review', 'Last review'),
  col('nextReview', 'date', 'Nächstes Review', 'Next review'),
  col('document', 'text', 'Dokument', 'Document'),
  col('uploadedAt', 'date', 'Hochgeladen am', 'Uploaded on'),
  col('documentState', 'text', 'Dokumentstand', 'Document state'),
];

export const CAREER_REPORT_COLUMNS: readonly ReportColumn[] = [
  ...person,
  col('processId', 'number', 'Prozess', 'Process'),
  col('careerPath', 'text', 'Karrierepfad', 'Career path'),
  col('developmentType', 'text', 'Entwicklungsart', 'Development type'),
  col('targetPosition', 'text', 'Zielposition', 'Target position'),
  col('hardfacts', 'text', 'Hardfacts', 'Hardfacts'),
  col('result', 'text', 'Ergebnis', 'Result'),
  col('effectiveDate', 'date', 'Wirksam ab', 'Effective date'),
  col('status', 'text', 'Status', 'Status'),
];

export const ACTIONS_REPORT_COLUMNS: readonly ReportColumn[] = [
  ...person,
  col('processId', 'number', 'Prozess', 'Process'),
  col('processType', 'text', 'Prozessart', 'Process type'),
  col('processStatus', 'text', 'Prozessstatus', 'Process status'),
  col('kind', 'text', 'Art', 'Kind'),
  col('text', 'text', 'Maßnahme / Ziel', 'Action / goal'),
  col('owner', 'text', 'Verantwortlich', 'Owner'),
  col('dueDate', 'date', 'Fällig bis', 'Due date'),
  col('status', 'text', 'Status', 'Status'),
];

/** Field value report: one row per group and item (scale, matrix) or per text; distribution columns v{n}. */
export function fieldValueColumns(
  reportType: 1 | 2,
  scale: { min: number; max: number } | null,
): ReportColumn[] {
  const values: ReportColumn[] = [];
  if (scale)
    for (let v = scale.min; v <= scale.max; v++) values.push(col(`v${v}`, 'number', `= ${v}`, `= ${v}`));
  return [
    reportType === 1
      ? col('group', 'text', 'Organisationseinheit', 'Organization unit')
      : col('group', 'text', 'Mitarbeiter/in', 'Employee'),
    col('source', 'text', 'Quelle', 'Source'),
    col('item', 'text', 'Frage / Zeile', 'Question / row'),
    col('count', 'number', 'Anzahl', 'Count'),
    col('mean', 'number', 'Mittelwert', 'Mean'),
    ...values,
    col('text', 'text', 'Text', 'Text'),
    col('note', 'text', 'Hinweis', 'Note'),
  ];
}

/** Pure. A column as the API sends it: its title in the reader's language. */
export function columnIn(column: ReportColumn, locale: LanguageKey) {
  return { key: column.key, type: column.type, title: column.title[locale] };
}
