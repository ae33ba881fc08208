import type { LanguageKey } from '../constants';
import {
  answerShapeOf,
  isCareerChoiceMandatory,
  isCommentMandatory,
  isFilledText,
  isListMandatory,
  isScaleMandatory,
} from './answer-shape';
import type { FeedbackValues, FormData } from './answer-types';
import { itemsInOrder } from './element-items';
import { elementLabel, localize } from './localize';
import { indexQuestionnaire } from './questionnaire-index';
import type { FormElement, Questionnaire } from './questionnaire-types';
import { valuesToFormData } from './values-to-form-data';
import { createVisibility } from './visibility';

/** Which part of an answer is missing. */
export type MissingField =
  'value' | 'comment' | 'rows' | 'targets' | 'careerPath' | 'developmentType' | 'data';

export type MissingAnswer = {
  elementId: string;
  itemId?: string;
  field: MissingField;
  /** the element's localized title (its id when it has none) */
  title: string;
  itemTitle?: string;
  pageId: string;
  messageKey: 'forms.errors.mandatory';
};

type Loose = Record<string, unknown>;
const asRecord = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const listLength = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/** The missing parts of one scale answer (a scale question, one matrix row or checklist entry). */
function missingScaleParts(element: FormElement, answer: Loose): MissingField[] {
  const missing: MissingField[] = [];
  if (isScaleMandatory(element) && answer.value === undefined) missing.push('value');
  if (isCommentMandatory(element) && !isFilledText(answer.comment)) missing.push('comment');
  return missing;
}

function missingParts(element: FormElement, answer: Loose): { field: MissingField; itemId?: string }[] {
  switch (answerShapeOf(element)) {
    case 'comment':
    case 'scale':
      return missingScaleParts(element, answer).map((field) => ({ field }));
    case 'matrix':
    case 'hardfacts':
      return itemsInOrder(element).flatMap((item) =>
        missingScaleParts(element, asRecord(answer[item.id])).map((field) => ({ field, itemId: item.id })),
      );
    case 'table':
      return isListMandatory(element) && listLength(answer.rows) === 0 ? [{ field: 'rows' }] : [];
    case 'targets':
      return isListMandatory(element) && listLength(answer.targets) === 0 ? [{ field: 'targets' }] : [];
    case 'career': {
      const fields: MissingField[] = [];
      if (isCareerChoiceMandatory(element) && answer.careerPath === undefined) fields.push('careerPath');
      if (isCareerChoiceMandatory(element) && answer.developmentType === undefined)
        fields.push('developmentType');
      if (isCommentMandatory(element) && !isFilledText(answer.data)) fields.push('data');
      return fields.map((field) => ({ field }));
    }
    default:
      return [];
  }
}

/**
 * Pure. Every missing mandatory answer part in document order, skipping elements hidden by a grouping condition.
 * Mirrors the `required` rules of the compiled schema (a mandatory text must have a non-blank character).
 */
export function findMissingInFormData(
  q: Questionnaire,
  formData: FormData,
  locale: LanguageKey,
): MissingAnswer[] {
  const visible = createVisibility(q, formData);
  return indexQuestionnaire(q).entries.flatMap(({ element, page }) => {
    const parts = missingParts(element, asRecord(formData[element.id]));
    if (parts.length === 0 || !visible(element.id)) return [];
    const title = elementLabel(element, locale);
    const items = new Map((element.items ?? []).map((item) => [item.id, item]));
    return parts.map(({ field, itemId }) => {
      const item = itemId === undefined ? undefined : items.get(itemId);
      const itemTitle = item && (localize(item.title, locale) ?? item.id);
      return {
        elementId: element.id,
        ...(itemId === undefined ? {} : { itemId }),
        field,
        title,
        ...(itemTitle === undefined ? {} : { itemTitle }),
        pageId: page.id,
        messageKey: 'forms.errors.mandatory' as const,
      };
    });
  });
}

/** Pure. Every missing mandatory answer of stored values (see findMissingInFormData); empty means complete. */
export function findMissingMandatory(
  q: Questionnaire,
  values: FeedbackValues,
  locale: LanguageKey,
): MissingAnswer[] {
  return findMissingInFormData(q, valuesToFormData(q, values), locale);
}
