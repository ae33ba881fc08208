import { isFilledText } from './answer-shape';
import type { AnswerInput, FeedbackValues } from './answer-types';

/** A value to store: an answer, or the clearing of a scale value or matrix value. */
export type ValueChange =
  | (AnswerInput & { index?: number })
  | { kind: 'clearItem'; elementId: string }
  | { kind: 'clearMatrix'; elementId: string; itemId: string };

/** Pure. True when the change holds content that counts as working on the feedback (SPEC §4). */
export function marksInProgress(change: ValueChange): boolean {
  switch (change.kind) {
    case 'item':
    case 'matrix':
      return true;
    case 'comment':
      return isFilledText(change.comment);
    case 'tableRow':
      return Object.values(change.cells).some(isFilledText);
    case 'career':
      return Object.entries(change).some(
        ([key, value]) => key !== 'kind' && key !== 'elementId' && value !== undefined && value !== '',
      );
    default:
      return false;
  }
}

/** Pure. The stored values after a change, as the database will hold them (for checking a batch in order). */
export function applyChange(values: FeedbackValues, change: ValueChange): FeedbackValues {
  const next = { ...values };
  switch (change.kind) {
    case 'item':
    case 'clearItem':
      next.itemValues = values.itemValues.filter((v) => v.elementId !== change.elementId);
      if (change.kind === 'item') next.itemValues.push({ elementId: change.elementId, value: change.value });
      break;
    case 'matrix':
    case 'clearMatrix':
      next.matrixValues = values.matrixValues.filter(
        (v) => v.elementId !== change.elementId || v.itemId !== change.itemId,
      );
      if (change.kind === 'matrix')
        next.matrixValues.push({ elementId: change.elementId, itemId: change.itemId, value: change.value });
      break;
    case 'comment':
      next.comments = values.comments.filter(
        (v) => v.elementId !== change.elementId || v.itemId !== change.itemId,
      );
      if (isFilledText(change.comment))
        next.comments.push({ elementId: change.elementId, itemId: change.itemId, comment: change.comment });
      break;
    case 'tableRow':
      next.tableItems = [
        ...values.tableItems.filter((v) => v.rowId !== change.rowId),
        { elementId: change.elementId, rowId: change.rowId, index: change.index ?? 0, cells: change.cells },
      ];
      break;
    case 'career': {
      const { kind: _kind, ...career } = change;
      next.careerData = [...values.careerData.filter((v) => v.elementId !== change.elementId), career];
      break;
    }
  }
  return next;
}
