import { allowsComment, answerShapeOf, usesScale } from './answer-shape';
import type {
  CareerAnswer,
  FeedbackValues,
  FormData,
  MatrixAnswer,
  ScaleAnswer,
  TableAnswer,
  TableItemValue,
} from './answer-types';
import { hasItem, tableColumnIds } from './element-items';
import { indexQuestionnaire } from './questionnaire-index';
import type { FormElement, Questionnaire } from './questionnaire-types';

const CAREER_FIELDS = ['careerPath', 'developmentType', 'targetPosition', 'targetDate', 'data'] as const;

/** Pure. The career fields of a value that are set, without `elementId`. */
export function careerFields(value: CareerAnswer): CareerAnswer {
  const result: Record<string, unknown> = {};
  for (const field of CAREER_FIELDS) if (value[field] !== undefined) result[field] = value[field];
  return result as CareerAnswer;
}

/** Pure. Only the cells of known columns, in column order. */
export function knownCells(element: FormElement, cells: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const id of tableColumnIds(element)) {
    if (Object.prototype.hasOwnProperty.call(cells, id) && typeof cells[id] === 'string')
      result[id] = cells[id];
  }
  return result;
}

/**
 * Pure. Stored feedback values -> the form data of the compiled questionnaire. Values that do not fit the
 * questionnaire (unknown element or item, a comment an element no longer allows, a removed column) are left out,
 * so a new version of a form shows what still applies. Table rows are ordered by index, then rowId; when a value
 * occurs twice, the later one wins.
 */
export function valuesToFormData(q: Questionnaire, values: FeedbackValues): FormData {
  const index = indexQuestionnaire(q);
  const formData: FormData = {};
  const elementOf = (id: string) => index.byId.get(id)?.element;
  const slot = <T extends object>(id: string, make: () => T): T => {
    formData[id] ??= make();
    return formData[id] as T;
  };
  const matrixRow = (id: string, itemId: string): ScaleAnswer => {
    const matrix = slot<MatrixAnswer>(id, () => ({}));
    matrix[itemId] ??= {};
    return matrix[itemId];
  };
  for (const { elementId, value } of values.itemValues) {
    const element = elementOf(elementId);
    if (element && answerShapeOf(element) === 'scale' && usesScale(element))
      slot<ScaleAnswer>(elementId, () => ({})).value = value;
  }
  for (const { elementId, itemId, value } of values.matrixValues) {
    const element = elementOf(elementId);
    const shape = element && answerShapeOf(element);
    const scaled = shape === 'hardfacts' || (shape === 'matrix' && usesScale(element!));
    if (scaled && hasItem(element!, itemId)) matrixRow(elementId, itemId).value = value;
  }
  for (const { elementId, itemId, comment } of values.comments) {
    const element = elementOf(elementId);
    if (!element || !allowsComment(element)) continue;
    const shape = answerShapeOf(element);
    if (shape === 'matrix' && hasItem(element, itemId)) matrixRow(elementId, itemId).comment = comment;
    if (shape !== 'matrix' && itemId === null) slot<ScaleAnswer>(elementId, () => ({})).comment = comment;
  }
  const rows = new Map<string, TableItemValue[]>();
  for (const row of values.tableItems) {
    const element = elementOf(row.elementId);
    if (element && answerShapeOf(element) === 'table')
      rows.set(row.elementId, [...(rows.get(row.elementId) ?? []), row]);
  }
  for (const [elementId, list] of rows) {
    const element = elementOf(elementId)!;
    const byRowId = new Map(list.map((row) => [row.rowId, row]));
    const sorted = [...byRowId.values()].sort(
      (a, b) => a.index - b.index || (a.rowId < b.rowId ? -1 : a.rowId > b.rowId ? 1 : 0),
    );
    formData[elementId] = {
      rows: sorted.map((row) => ({ rowId: row.rowId, cells: knownCells(element, row.cells) })),
    } satisfies TableAnswer;
  }
  for (const career of values.careerData) {
    const element = elementOf(career.elementId);
    if (element && answerShapeOf(element) === 'career') formData[career.elementId] = careerFields(career);
  }
  for (const { elementId, targets } of values.targets ?? []) {
    const element = elementOf(elementId);
    if (element && answerShapeOf(element) === 'targets')
      formData[elementId] = { targets: structuredClone(targets) };
  }
  return formData;
}
