/**
 * Pure. The DOM id of a part of a field: RJSF's id of the element plus the path to the part, joined like RJSF
 * joins error paths (`root_q1_comment`), so that focusing the first error after a submit finds the input.
 */
export function partId(fieldId: string, ...parts: Array<string | number>): string {
  return [fieldId, ...parts].join('_');
}

let counter = 0;

/** A new id for a table row, goal, sub-goal or action: unique and stable for the row's life. */
export function newRowId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  counter += 1;
  return `r${Date.now().toString(36)}${counter.toString(36)}`;
}
