import { ACTION_COLUMNS } from './answer-types';
import { sortedBy } from './questionnaire-index';
import type { FormElement, FormItem } from './questionnaire-types';

/** Pure. The items of an element sorted by index (matrix rows, table columns, checklist entries). */
export function itemsInOrder(element: FormElement): FormItem[] {
  return sortedBy(element.items ?? [], (item) => item.index).map((s) => s.value);
}

/** Pure. The column ids of a table answer: the items of a tableQuestion, the fixed columns of an actionField. */
export function tableColumnIds(element: FormElement): string[] {
  if (element.type === 'actionField') return [...ACTION_COLUMNS];
  return itemsInOrder(element).map((item) => item.id);
}

/** Pure. True when the element has an item with this id. */
export function hasItem(element: FormElement, itemId: string | null | undefined): itemId is string {
  return itemId !== null && itemId !== undefined && (element.items ?? []).some((item) => item.id === itemId);
}
