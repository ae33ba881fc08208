import { childrenInOrder, pagesInOrder } from '../questionnaire-index';
import type { FormElement, FormPage, Localized, Questionnaire } from '../questionnaire-types';
import { locateElement, type Slot } from './locate';

/*
 * Pure editing operations of the builder. Each returns a new questionnaire and leaves its input untouched;
 * an operation that does not apply (unknown id, a grouping into itself, ...) returns the input unchanged, so
 * callers can compare by identity. Touched containers are renumbered: `index` / `pageIndex` follow array order.
 */

const reindex = (elements: FormElement[]): FormElement[] =>
  elements.map((e, index) => (e.index === index ? e : { ...e, index }));

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** Applies `change` to the ordered children of the container named by page and parent; keeps the rest. */
function editContainer(
  q: Questionnaire,
  pageId: string,
  parentId: string | null,
  change: (children: FormElement[]) => FormElement[],
): Questionnaire {
  let found = false;
  const visit = (elements: FormElement[]): FormElement[] => {
    let changed = false;
    const next = elements.map((e) => {
      if (e.type !== 'grouping') return e;
      if (e.id === parentId && !found) {
        found = true;
        changed = true;
        return { ...e, elements: reindex(change(childrenInOrder(e))) };
      }
      if (!e.elements?.length) return e;
      const inner = visit(e.elements);
      if (inner === e.elements) return e;
      changed = true;
      return { ...e, elements: inner };
    });
    return changed ? next : elements;
  };
  const pages = q.pages.map((page) => {
    if (page.id !== pageId) return page;
    if (parentId === null) {
      found = true;
      return { ...page, elements: reindex(change(childrenInOrder(page))) };
    }
    const elements = visit(page.elements);
    return elements === page.elements ? page : { ...page, elements };
  });
  return found ? { ...q, pages } : q;
}

/** Pure. Inserts `element` at `slot` (its index clamped to the container). Unknown containers: unchanged. */
export function insertElement(q: Questionnaire, element: FormElement, slot: Slot): Questionnaire {
  return editContainer(q, slot.pageId, slot.parentId, (children) => {
    const at = clamp(slot.index, children.length);
    return [...children.slice(0, at), element, ...children.slice(at)];
  });
}

/** Pure. Removes the element (with its nested elements). Unknown id: unchanged. */
export function removeElement(q: Questionnaire, elementId: string): Questionnaire {
  const at = locateElement(q, elementId);
  if (!at) return q;
  return editContainer(q, at.pageId, at.parentId, (children) => children.filter((e) => e.id !== elementId));
}

/**
 * Pure. Moves an element to `slot`; `slot.index` counts positions in the target container as it is before
 * the move. Unchanged when the element or container is unknown, or when a grouping would go into itself or
 * one of its descendants.
 */
export function moveElement(q: Questionnaire, elementId: string, slot: Slot): Questionnaire {
  const from = locateElement(q, elementId);
  if (!from) return q;
  if (slot.parentId !== null) {
    const parent = locateElement(q, slot.parentId);
    if (!parent || parent.element.type !== 'grouping' || parent.pageId !== slot.pageId) return q;
    if (slot.parentId === elementId || parent.ancestorIds.includes(elementId)) return q;
  } else if (!q.pages.some((p) => p.id === slot.pageId)) return q;
  const sameContainer = from.pageId === slot.pageId && from.parentId === slot.parentId;
  const index = sameContainer && slot.index > from.index ? slot.index - 1 : slot.index;
  if (sameContainer && index === from.index) return q;
  return insertElement(removeElement(q, elementId), from.element, { ...slot, index });
}

/** Pure. Replaces fields of an element; `undefined` values remove the field. The id cannot change here. */
export function updateElement(
  q: Questionnaire,
  elementId: string,
  patch: Partial<Omit<FormElement, 'id' | 'index'>>,
): Questionnaire {
  const at = locateElement(q, elementId);
  if (!at) return q;
  return editContainer(q, at.pageId, at.parentId, (children) =>
    children.map((e) => {
      if (e.id !== elementId) return e;
      const next: Record<string, unknown> = { ...e, ...patch };
      for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
      return next as FormElement;
    }),
  );
}

const renumberPages = (pages: FormPage[]): FormPage[] =>
  pages.map((p, pageIndex) => (p.pageIndex === pageIndex ? p : { ...p, pageIndex }));

/** Pure. Adds a page at `index` (default: last). Unchanged when the id is taken. */
export function addPage(q: Questionnaire, page: FormPage, index = q.pages.length): Questionnaire {
  if (q.pages.some((p) => p.id === page.id)) return q;
  const pages = pagesInOrder(q);
  const at = clamp(index, pages.length);
  return { ...q, pages: renumberPages([...pages.slice(0, at), page, ...pages.slice(at)]) };
}

/** Pure. Removes a page with its elements. Unknown id: unchanged. */
export function removePage(q: Questionnaire, pageId: string): Questionnaire {
  if (!q.pages.some((p) => p.id === pageId)) return q;
  return { ...q, pages: renumberPages(pagesInOrder(q).filter((p) => p.id !== pageId)) };
}

/** Pure. Moves a page to position `index` of the page order. Unknown id: unchanged. */
export function movePage(q: Questionnaire, pageId: string, index: number): Questionnaire {
  const pages = pagesInOrder(q);
  const from = pages.findIndex((p) => p.id === pageId);
  if (from < 0) return q;
  const rest = pages.filter((p) => p.id !== pageId);
  const at = clamp(index, rest.length);
  if (at === from) return q;
  return { ...q, pages: renumberPages([...rest.slice(0, at), pages[from], ...rest.slice(at)]) };
}

/** Pure. Sets the title of a page. Unknown id: unchanged. */
export function renamePage(q: Questionnaire, pageId: string, title: Localized): Questionnaire {
  if (!q.pages.some((p) => p.id === pageId)) return q;
  return { ...q, pages: q.pages.map((p) => (p.id === pageId ? { ...p, title } : p)) };
}
