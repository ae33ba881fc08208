import type { Localized } from '../constants';
import type { FeedbackValues } from './answer-types';
import { indexQuestionnaire } from './questionnaire-index';
import type { Questionnaire } from './questionnaire-types';
import { valuesToFormData } from './values-to-form-data';
import { createVisibility } from './visibility';

/** One free-text answer: a text question's answer, a comment on a scale or matrix row, or a table cell. */
export type TextAnswer = {
  elementId: string;
  /** the matrix row of a comment, the column of a table cell; null otherwise */
  itemId: string | null;
  /** the element's title */
  title: Localized;
  text: string;
};

/**
 * Pure. The non-blank free texts of one submission, as the questionnaire version it was given on shows them:
 * answers inside a grouping whose condition was unmet, and to elements the version does not have, are left out.
 * Dates (text questions of the date kind) count as texts.
 */
export function textAnswersOf(questionnaire: Questionnaire, values: FeedbackValues): TextAnswer[] {
  const index = indexQuestionnaire(questionnaire);
  const visible = createVisibility(questionnaire, valuesToFormData(questionnaire, values));
  const titleOf = (elementId: string) => index.byId.get(elementId)?.element.title ?? {};
  const shown = (elementId: string, text: string) => visible(elementId) && text.trim() !== '';
  return [
    ...values.comments
      .filter((c) => shown(c.elementId, c.comment))
      .map((c) => ({
        elementId: c.elementId,
        itemId: c.itemId,
        title: titleOf(c.elementId),
        text: c.comment,
      })),
    ...values.tableItems.flatMap((row) =>
      Object.entries(row.cells)
        .filter(([, text]) => shown(row.elementId, text))
        .map(([column, text]) => ({
          elementId: row.elementId,
          itemId: column,
          title: titleOf(row.elementId),
          text,
        })),
    ),
  ];
}
