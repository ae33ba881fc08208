import { Type, type Static } from 'typebox';
import { Nullable } from '../../../engine/api/common';

const Column = Type.Object({
  key: Type.String(),
  type: Type.Union([
    Type.Literal('text'),
    Type.Literal('number'),
    Type.Literal('percent'),
    Type.Literal('date'),
  ]),
  title: Type.String(),
});

/**
 * Every report: its columns (titles in the reader's language), the rows as on screen and in the downloads,
 * whom it covers and the anonymity threshold that protected its aggregates.
 */
export const ReportSchema = Type.Object({
  report: Type.String(),
  scope: Type.Union([Type.Literal('organization'), Type.Literal('line')]),
  threshold: Type.Integer(),
  columns: Type.Array(Column),
  rows: Type.Array(Type.Record(Type.String(), Nullable(Type.Union([Type.String(), Type.Number()])))),
});
export type ReportAnswer = Static<typeof ReportSchema>;

const Element = Type.Object({
  id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  items: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});

/** The questionnaires of a process type and their reportable elements (scale, matrix, text). */
export const ReportFormsSchema = Type.Object({
  forms: Type.Array(
    Type.Object({ correlationId: Type.String(), name: Type.String(), elements: Type.Array(Element) }),
  ),
});

/** A download (xlsx or CSV), streamed. */
export const ReportFile = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

/** GET /Reports/options: the filter values of the reader's scope. */
export const ReportOptionsSchema = Type.Object({
  scope: Type.Union([Type.Literal('organization'), Type.Literal('line')]),
  hierarchy: Type.Array(Type.String()),
  location: Type.Array(Type.String()),
  position: Type.Array(Type.String()),
  talkrounds: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), processType: Type.Integer() }),
  ),
});
