import type { FormElement, FormPage, Questionnaire } from './questionnaire-types';

/** Where an element sits in its questionnaire. */
export type ElementEntry = {
  element: FormElement;
  page: FormPage;
  /** position in document order (pages by pageIndex, then depth-first by index) */
  order: number;
  /** JSON pointer into the questionnaire as given, e.g. `/pages/0/elements/2/elements/1` */
  path: string;
  /** enclosing groupings, outermost first */
  ancestorIds: readonly string[];
};

export type QuestionnaireIndex = {
  pages: readonly { page: FormPage; path: string }[];
  /** every element in document order */
  entries: readonly ElementEntry[];
  /** first element per id (checkQuestionnaire reports duplicates) */
  byId: ReadonlyMap<string, ElementEntry>;
};

const cache = new WeakMap<Questionnaire, QuestionnaireIndex>();

/** Pure. Stable sort by a numeric key: equal indexes keep their array order, so the order is deterministic. */
export function sortedBy<T>(list: readonly T[], key: (value: T) => number): { value: T; position: number }[] {
  return list
    .map((value, position) => ({ value, position }))
    .sort((a, b) => key(a.value) - key(b.value) || a.position - b.position);
}

/**
 * Pure (memoized). The document order of a questionnaire and a lookup by element id. Questionnaires are treated
 * as immutable: the index is cached per object, so build a new object instead of mutating one that was indexed.
 */
export function indexQuestionnaire(q: Questionnaire): QuestionnaireIndex {
  const cached = cache.get(q);
  if (cached) return cached;
  const entries: ElementEntry[] = [];
  const byId = new Map<string, ElementEntry>();
  const visit = (elements: readonly FormElement[], page: FormPage, base: string, ancestors: string[]) => {
    for (const { value: element, position } of sortedBy(elements, (e) => e.index)) {
      const path = `${base}/elements/${position}`;
      const entry: ElementEntry = { element, page, order: entries.length, path, ancestorIds: ancestors };
      entries.push(entry);
      if (!byId.has(element.id)) byId.set(element.id, entry);
      // Only groupings contain elements; nested lists elsewhere are reported by checkQuestionnaire, not shown.
      if (element.type === 'grouping' && element.elements) {
        visit(element.elements, page, path, [...ancestors, element.id]);
      }
    }
  };
  const pages = sortedBy(q.pages, (p) => p.pageIndex).map(({ value, position }) => ({
    page: value,
    path: `/pages/${position}`,
  }));
  for (const { page, path } of pages) visit(page.elements, page, path, []);
  const index = { pages, entries, byId };
  cache.set(q, index);
  return index;
}

/** Pure. Every element (nested ones included) in document order: pages by pageIndex, then depth-first by index. */
export function elementsInOrder(q: Questionnaire): FormElement[] {
  return indexQuestionnaire(q).entries.map((entry) => entry.element);
}

/** Pure. The pages sorted by pageIndex. */
export function pagesInOrder(q: Questionnaire): FormPage[] {
  return indexQuestionnaire(q).pages.map((p) => p.page);
}

/** Pure. The element with this id, at any depth, or undefined. */
export function findElement(q: Questionnaire, elementId: string): FormElement | undefined {
  return indexQuestionnaire(q).byId.get(elementId)?.element;
}

/** Pure. The id of the page that holds the element, or undefined when there is no such element. */
export function pageIdOf(q: Questionnaire, elementId: string): string | undefined {
  return indexQuestionnaire(q).byId.get(elementId)?.page.id;
}

/** Pure. The direct children of a page or grouping, sorted by index. */
export function childrenInOrder(container: FormPage | FormElement): FormElement[] {
  return sortedBy(container.elements ?? [], (e) => e.index).map((s) => s.value);
}
