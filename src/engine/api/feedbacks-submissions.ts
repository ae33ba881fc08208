import { Type, type Static } from 'typebox';
import { Localized, Nullable, RowId as Id } from './common';

/** Schemas of the submitted anonymous feedbacks' routes; each schema and its type are named as a pair. */

export const SubmissionFormParams = Type.Object({ formId: Id }, { additionalProperties: false });
export type SubmissionFormParams = Static<typeof SubmissionFormParams>;

export const SubmissionParams = Type.Object({ feedbackId: Id }, { additionalProperties: false });
export type SubmissionParams = Static<typeof SubmissionParams>;

const DateTime = Type.String({ format: 'date-time' });

/** GET /feedbacks/anonymous/submissions: per questionnaire, how many of the caller's shared links were submitted. */
export const SubmissionCounts = Type.Object({
  forms: Type.Array(
    Type.Object({
      correlationId: Type.String(),
      count: Type.Integer(),
      lastSubmittedAt: Nullable(DateTime),
    }),
  ),
});
export type SubmissionCounts = Static<typeof SubmissionCounts>;

/** One scale summed up over the submissions (engine/forms/scale-summary.ts). */
export const ScaleSummary = Type.Object({
  elementId: Type.String(),
  itemId: Nullable(Type.String()),
  title: Localized,
  itemTitle: Nullable(Localized),
  minValue: Type.Integer(),
  maxValue: Type.Integer(),
  count: Type.Integer(),
  sum: Type.Number(),
  average: Nullable(Type.Number()),
  distribution: Type.Array(Type.Integer()),
});
export type ScaleSummary = Static<typeof ScaleSummary>;

/** GET /feedbacks/anonymous/submissions/{formId}: the submissions of a questionnaire and its scales summed up. */
export const FormSubmissions = Type.Object({
  formId: Type.Integer(),
  correlationId: Type.String(),
  name: Type.String(),
  count: Type.Integer(),
  submissions: Type.Array(
    Type.Object({
      feedbackId: Type.Integer(),
      formId: Type.Integer(),
      version: Type.Integer(),
      submittedAt: Nullable(DateTime),
    }),
  ),
  scales: Type.Array(ScaleSummary),
});
export type FormSubmissions = Static<typeof FormSubmissions>;
