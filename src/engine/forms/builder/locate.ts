import { childrenInOrder, indexQuestionnaire } from '../questionnaire-index';
import type { FormElement, Questionnaire } from '../questionnaire-types';

/**
 * A place in a questionnaire: the page, the grouping inside it (null for the page itself) and the position
 * among that container's children in index order.
 */
export type Slot = { pageId: string; parentId: string | null; index: number };

/** Where an element is: its slot and its enclosing groupings (outermost first). */
export type Location = Slot & { element: FormElement; ancestorIds: readonly string[] };

/** Pure. The slot of an element, or undefined when the questionnaire has no element with that id. */
export function locateElement(q: Questionnaire, elementId: string): Location | undefined {
  const entry = indexQuestionnaire(q).byId.get(elementId);
  if (!entry) return undefined;
  const parentId = entry.ancestorIds.at(-1) ?? null;
  const container = parentId === null ? entry.page : indexQuestionnaire(q).byId.get(parentId)?.element;
  const index = container ? childrenInOrder(container).findIndex((e) => e.id === elementId) : -1;
  return { pageId: entry.page.id, parentId, index, element: entry.element, ancestorIds: entry.ancestorIds };
}

/** Pure. The children of a container (a page, or a grouping on it) in index order; [] when it is missing. */
export function containerChildren(q: Questionnaire, pageId: string, parentId: string | null): FormElement[] {
  if (parentId === null) {
    const page = q.pages.find((p) => p.id === pageId);
    return page ? childrenInOrder(page) : [];
  }
  const parent = indexQuestionnaire(q).byId.get(parentId);
  return parent && parent.page.id === pageId && parent.element.type === 'grouping'
    ? childrenInOrder(parent.element)
    : [];
}

/** Pure. Every element id of the questionnaire, nested ones included. */
export function elementIds(q: Questionnaire): Set<string> {
  return new Set(indexQuestionnaire(q).entries.map((e) => e.element.id));
}

/** Pure. A new id `<prefix><n>` with the smallest n >= 1 that `taken` does not hold. */
export function freshId(taken: ReadonlySet<string>, prefix: string): string {
  for (let n = 1; ; n++) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}
