import { Type, type Static } from 'typebox';
import { PROCESS_TYPE_IDS } from '../constants';
import {
  REPORT_ELEMENT_ID_MAX_LENGTH,
  REPORT_EXPORT_FORMATS,
  REPORT_FILTER_MAX_LENGTH,
  REPORT_MAX_RECIPIENT_IDS,
  type ReportExportFormat,
} from '../reporting';
import { CorrelationId, Nullable, RowId } from './common';

/** The HTTP contract of the reporting routes (SPEC §2 Reports): each schema with its type of the same name. */

const text = Type.String({ minLength: 1, maxLength: REPORT_FILTER_MAX_LENGTH });
const date = Type.String({ format: 'date', maxLength: 10 });
const filterFields = {
  talkroundId: Type.Optional(RowId),
  from: Type.Optional(date),
  to: Type.Optional(date),
  hierarchy: Type.Optional(text),
  location: Type.Optional(text),
  position: Type.Optional(text),
};
// a union built from an array has the static type `never`: `Unsafe` states it
const format = {
  format: Type.Unsafe<ReportExportFormat>(Type.Union(REPORT_EXPORT_FORMATS.map((f) => Type.Literal(f)))),
};

/** Filters of every report (SPEC §2): talkround or period, hierarchy unit, location, position. */
export const ReportQuery = Type.Object(filterFields, { additionalProperties: false });
export type ReportQuery = Static<typeof ReportQuery>;

/** The same filters and the file format of a download. */
export const ReportExportQuery = Type.Object({ ...filterFields, ...format }, { additionalProperties: false });
export type ReportExportQuery = Static<typeof ReportExportQuery>;

const reportType = Type.Integer({ minimum: 1, maximum: 2 });
const processType = Type.Integer({ minimum: 1, maximum: Math.max(...PROCESS_TYPE_IDS) });

/** /{reportType}/{processType}: 1 by unit or 2 by supervisor (status) / per person (field value). */
export const GroupedReportParams = Type.Object({ reportType, processType }, { additionalProperties: false });
export type GroupedReportParams = Static<typeof GroupedReportParams>;

export const ProcessTypeParams = Type.Object({ processType }, { additionalProperties: false });
export type ProcessTypeParams = Static<typeof ProcessTypeParams>;

/** PDC actions: PDC (5), EDC (6) or both (no type). */
export const ActionsQuery = Type.Object(
  { ...filterFields, processType: Type.Optional(Type.Union([Type.Literal(5), Type.Literal(6)])) },
  { additionalProperties: false },
);
export type ActionsQuery = Static<typeof ActionsQuery>;
export const ActionsExportQuery = Type.Object(
  { ...filterFields, processType: Type.Optional(Type.Union([Type.Literal(5), Type.Literal(6)])), ...format },
  { additionalProperties: false },
);
export type ActionsExportQuery = Static<typeof ActionsExportQuery>;

const elementFields = {
  /** the questionnaire (any version of it) whose element is reported */
  formCorrelationId: CorrelationId,
  /** a scale question, scale matrix or text question of that questionnaire */
  elementId: Type.String({ minLength: 1, maxLength: REPORT_ELEMENT_ID_MAX_LENGTH }),
};

/**
 * POST body of the field value report: the element, optionally the recipients it is limited to (each must be
 * in the reader's scope), and the filters.
 */
export const FieldValueReportBody = Type.Object(
  {
    ...elementFields,
    recipientIds: Type.Optional(Type.Array(RowId, { maxItems: REPORT_MAX_RECIPIENT_IDS, uniqueItems: true })),
    ...filterFields,
  },
  { additionalProperties: false },
);
export type FieldValueReportBody = Static<typeof FieldValueReportBody>;

/** The download of a field value report: as the body, with the recipient ids comma-separated. */
export const FieldValueExportQuery = Type.Object(
  {
    ...elementFields,
    recipientIds: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$',
        maxLength: REPORT_MAX_RECIPIENT_IDS * 11,
      }),
    ),
    ...filterFields,
    ...format,
  },
  { additionalProperties: false },
);
export type FieldValueExportQuery = Static<typeof FieldValueExportQuery>;

/** A report's column: its key in the rows, how its values are shown, its title in the reader's language. */
export const ReportColumn = Type.Object({
  key: Type.String(),
  type: Type.Union([
    Type.Literal('text'),
    Type.Literal('number'),
    Type.Literal('percent'),
    Type.Literal('date'),
  ]),
  title: Type.String(),
});
export type ReportColumn = Static<typeof ReportColumn>;

/** One value of a report row. */
export const ReportCell = Nullable(Type.Union([Type.String(), Type.Number()]));
export type ReportCell = Static<typeof ReportCell>;

/**
 * Every report: its columns (titles in the reader's language), the rows as on screen and in the downloads,
 * whom it covers and the anonymity threshold that protected its aggregates.
 */
export const Report = Type.Object({
  report: Type.String(),
  scope: Type.Union([Type.Literal('organization'), Type.Literal('line')]),
  threshold: Type.Integer(),
  columns: Type.Array(ReportColumn),
  rows: Type.Array(Type.Record(Type.String(), ReportCell)),
});
export type Report = Static<typeof Report>;

const Element = Type.Object({
  id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  items: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});

/** A questionnaire (any version of it) and its reportable elements (scale, matrix, text). */
export const ReportForm = Type.Object({
  correlationId: Type.String(),
  name: Type.String(),
  elements: Type.Array(Element),
});
export type ReportForm = Static<typeof ReportForm>;

/** GET /Reports/field-value-report/elements/{processType}: the questionnaires of a process type. */
export const ReportForms = Type.Object({ forms: Type.Array(ReportForm) });
export type ReportForms = Static<typeof ReportForms>;

/** GET /Reports/options: the filter values of the reader's scope. */
export const ReportOptions = Type.Object({
  scope: Type.Union([Type.Literal('organization'), Type.Literal('line')]),
  hierarchy: Type.Array(Type.String()),
  location: Type.Array(Type.String()),
  position: Type.Array(Type.String()),
  talkrounds: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), processType: Type.Integer() }),
  ),
});
export type ReportOptions = Static<typeof ReportOptions>;
