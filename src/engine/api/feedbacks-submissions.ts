import { Type, type Static } from 'typebox';
import { Localized, Nullable, RowId as Id } from './common';

/** Schemas of the submitted anonymous feedbacks' routes; each schema and its type are named as a pair. */

export const SubmissionFormParams = Type.Object({ formId: Id }, { additionalProperties: false });
export type SubmissionFormParams = Static<typeof SubmissionFormParams>;

/** GET /feedbacks/anonymous/submissions: per questionnaire, how many of the caller's shared links were submitted. */
export const SubmissionCounts = Type.Object({
  forms: Type.Array(
    Type.Object({
      correlationId: Type.String(),
      count: Type.Integer(),
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

/** A free-text answer of a released submission; the list is in content order (engine/anonymity). */
export const SubmissionText = Type.Object({
  elementId: Type.String(),
  itemId: Nullable(Type.String()),
  /** the question (or the scale the comment belongs to) */
  title: Localized,
  text: Type.String(),
});
export type SubmissionText = Static<typeof SubmissionText>;

/**
 * GET /feedbacks/anonymous/submissions/{formId}: how many submissions came in and what the released ones say
 * together. Single submissions are never listed: the oldest `releasedCount` (whole blocks of `threshold`) are
 * summed up, so no view singles out one answer.
 */
export const FormSubmissions = Type.Object({
  formId: Type.Integer(),
  correlationId: Type.String(),
  name: Type.String(),
  count: Type.Integer(),
  threshold: Type.Integer(),
  releasedCount: Type.Integer(),
  scales: Type.Array(ScaleSummary),
  texts: Type.Array(SubmissionText),
});
export type FormSubmissions = Static<typeof FormSubmissions>;
