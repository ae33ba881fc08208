import { allowsComment, answerShapeOf, usesScale } from './answer-shape';
import { emptyFeedbackValues, type FeedbackValues, type FormData, type Target } from './answer-types';
import { itemsInOrder } from './element-items';
import { indexQuestionnaire } from './questionnaire-index';
import type { FormElement, Questionnaire } from './questionnaire-types';
import { careerFields, knownCells, valuesToFormData } from './values-to-form-data';

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function scaleParts(element: FormElement, answer: Loose, itemId: string | null, out: FeedbackValues): void {
  const shape = answerShapeOf(element);
  const scaled = shape === 'hardfacts' || ((shape === 'scale' || shape === 'matrix') && usesScale(element));
  if (scaled && isNumber(answer.value)) {
    if (itemId === null) out.itemValues.push({ elementId: element.id, value: answer.value });
    else out.matrixValues.push({ elementId: element.id, itemId, value: answer.value });
  }
  if (allowsComment(element) && typeof answer.comment === 'string') {
    out.comments.push({ elementId: element.id, itemId, comment: answer.comment });
  }
}

function elementValues(element: FormElement, answer: Loose, out: FeedbackValues): void {
  switch (answerShapeOf(element)) {
    case 'comment':
    case 'scale':
      return scaleParts(element, answer, null, out);
    case 'matrix':
    case 'hardfacts':
      for (const item of itemsInOrder(element)) {
        const row = answer[item.id];
        if (isRecord(row)) scaleParts(element, row, item.id, out);
      }
      return;
    case 'table':
      if (!Array.isArray(answer.rows)) return;
      answer.rows
        .filter((row): row is Loose => isRecord(row) && typeof row.rowId === 'string')
        .forEach((row, index) => {
          const cells = isRecord(row.cells) ? knownCells(element, row.cells as Record<string, string>) : {};
          out.tableItems.push({ elementId: element.id, rowId: row.rowId as string, index, cells });
        });
      return;
    case 'career':
      out.careerData.push({ elementId: element.id, ...careerFields(answer) });
      return;
    case 'targets':
      if (Array.isArray(answer.targets)) {
        out.targets!.push({ elementId: element.id, targets: structuredClone(answer.targets as Target[]) });
      }
      return;
    default:
      return;
  }
}

/**
 * Pure. Form data -> stored feedback values, the inverse of valuesToFormData: for values that fit the questionnaire,
 * `formDataToValues(q, valuesToFormData(q, v))` is `v` in normal order, and form data survives the other way round.
 * Normal order: document order of elements, then item index; comments of an element before those of its items;
 * table rows by position (`index` renumbered 0..n-1). Answers inside hidden groupings are kept (they are data, not
 * shown); parts of the wrong type are left out.
 */
export function formDataToValues(q: Questionnaire, formData: FormData): FeedbackValues {
  const out = emptyFeedbackValues();
  for (const { element } of indexQuestionnaire(q).entries) {
    const answer = formData[element.id];
    if (isRecord(answer)) elementValues(element, answer, out);
  }
  return out;
}

/** Pure. Values in the normal order of formDataToValues, with what does not fit the questionnaire left out. */
export function normalizeValues(q: Questionnaire, values: FeedbackValues): FeedbackValues {
  return formDataToValues(q, valuesToFormData(q, values));
}
