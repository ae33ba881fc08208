/**
 * Undo/redo history of an edited value. `key` names the last change (e.g. `title:e3`): consecutive changes
 * with the same key (typing into one field) are one step.
 */
export type History<T> = { past: readonly T[]; present: T; future: readonly T[]; key?: string };

/** How many steps the builder keeps. */
const HISTORY_LIMIT = 200;

/** Pure. A history holding only `present`. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Pure. Records `next` as the present: the old present becomes undoable (unless `key` repeats the last
 * change's key), the redo list is dropped. Recording the present itself changes nothing.
 */
export function record<T>(h: History<T>, next: T, key?: string, limit = HISTORY_LIMIT): History<T> {
  if (next === h.present) return h;
  if (key !== undefined && key === h.key && h.future.length === 0) return { ...h, present: next };
  const past = [...h.past, h.present].slice(-limit);
  return { past, present: next, future: [], ...(key === undefined ? {} : { key }) };
}

/** Pure. One step back; unchanged when there is nothing to undo. */
export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

/** Pure. One step forward again; unchanged when there is nothing to redo. */
export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
