import type { Localized } from '../constants';
import type { FeedbackValues } from './answer-types';
import { itemsInOrder } from './element-items';
import { indexQuestionnaire } from './questionnaire-index';
import type { Questionnaire } from './questionnaire-types';
import { valuesToFormData } from './values-to-form-data';
import { createVisibility } from './visibility';

/** The answers to one scale (a scale question, or one row of a scale matrix) summed up over submissions. */
export type ScaleSummary = {
  elementId: string;
  /** the matrix row; null for a scale question */
  itemId: string | null;
  title: Localized;
  /** the matrix row's title; null for a scale question */
  itemTitle: Localized | null;
  minValue: number;
  maxValue: number;
  /** how many submissions answered it */
  count: number;
  sum: number;
  /** sum / count, rounded to two places; null when nobody answered */
  average: number | null;
  /** how often each value from minValue to maxValue was chosen */
  distribution: number[];
};

/** One submitted answer set with the questionnaire version it was given on. */
export type SummarizedSubmission = { questionnaire: Questionnaire; values: FeedbackValues };

const keyOf = (elementId: string, itemId: string | null) => `${elementId}\u0000${itemId ?? ''}`;

/**
 * Pure. The scale answers of `submissions` summed up per scale, in the order of `layout` (the newest version of
 * the questionnaire). Answers inside a grouping whose condition was unmet in that submission do not count, nor do
 * answers to scales the submission's own version does not have. Scales of `layout` nobody answered appear with a
 * count of 0.
 */
export function summarizeScales(
  layout: Questionnaire,
  submissions: readonly SummarizedSubmission[],
): ScaleSummary[] {
  const summaries = new Map<string, ScaleSummary>();
  const scaleOf = (q: Questionnaire, elementId: string) => {
    const element = indexQuestionnaire(q).byId.get(elementId)?.element;
    const isScale =
      (element?.type === 'scaleQuestion' || element?.type === 'scaleMatrix') && element.useScale !== false;
    return isScale ? element : undefined;
  };
  for (const entry of indexQuestionnaire(layout).entries) {
    const element = scaleOf(layout, entry.element.id);
    if (!element) continue;
    const base = {
      elementId: element.id,
      title: element.title ?? {},
      minValue: element.minValue ?? 1,
      maxValue: element.maxValue ?? 5,
      count: 0,
      sum: 0,
      average: null,
    };
    const span = Math.max(0, base.maxValue - base.minValue + 1);
    const rows = element.type === 'scaleMatrix' ? itemsInOrder(element) : [null];
    for (const row of rows)
      summaries.set(keyOf(element.id, row?.id ?? null), {
        ...base,
        itemId: row?.id ?? null,
        itemTitle: row?.title ?? null,
        distribution: new Array<number>(span).fill(0),
      });
  }
  for (const { questionnaire, values } of submissions) {
    const visible = createVisibility(questionnaire, valuesToFormData(questionnaire, values));
    const answers = [
      ...values.itemValues.map((v) => ({ elementId: v.elementId, itemId: null, value: v.value })),
      ...values.matrixValues.map((v) => ({ elementId: v.elementId, itemId: v.itemId, value: v.value })),
    ];
    for (const answer of answers) {
      const summary = summaries.get(keyOf(answer.elementId, answer.itemId));
      if (!summary || !scaleOf(questionnaire, answer.elementId) || !visible(answer.elementId)) continue;
      summary.count += 1;
      summary.sum += answer.value;
      const slot = answer.value - summary.minValue;
      if (slot >= 0 && slot < summary.distribution.length) summary.distribution[slot] += 1;
    }
  }
  return [...summaries.values()].map((s) => ({
    ...s,
    average: s.count === 0 ? null : Math.round((s.sum / s.count) * 100) / 100,
  }));
}

/** Pure. True when a feedback holds no answer at all (no scale value, no text, no table row, no goal). */
export function hasNoAnswers(values: FeedbackValues): boolean {
  return (
    values.itemValues.length === 0 &&
    values.matrixValues.length === 0 &&
    values.comments.every((c) => c.comment.trim() === '') &&
    values.tableItems.length === 0 &&
    values.careerData.length === 0 &&
    (values.targets ?? []).every((t) => t.targets.length === 0)
  );
}
