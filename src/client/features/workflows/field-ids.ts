/** The editor's tabs, in order; a checker issue's path says which one shows the field. */
export const EDITOR_TABS = ['graph', 'statuses', 'access', 'settings', 'simulator'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** Pure. The DOM id of the editor field for a JSON pointer into the settings ("/transitions/3/to"). */
export const fieldId = (pointer: string) => `wf${pointer.replace(/[^A-Za-z0-9]+/g, '-')}`;

/** Pure. The tab that holds the field of a pointer. */
export function tabOf(pointer: string): EditorTab {
  const [, first] = pointer.split('/');
  if (first === 'statusList') return 'statuses';
  if (first === 'transitions') return 'graph';
  if (first === 'userAccess') return 'access';
  return 'settings';
}

/**
 * Pure. Where to look for a pointer's field, most precise first: the pointer itself, the first field of a
 * row ("/statusList/2" -> its id input), then ever shorter prefixes.
 */
export function candidatePointers(pointer: string): string[] {
  const parts = pointer.split('/').slice(1);
  const result: string[] = [];
  for (let n = parts.length; n >= 1; n--) {
    const prefix = `/${parts.slice(0, n).join('/')}`;
    result.push(prefix, `${prefix}/statusId`, `${prefix}/from`);
  }
  return [...new Set(result)];
}

/** Focuses (and scrolls to) the editor field of a pointer, or the closest one that exists. */
export function focusField(pointer: string, root: ParentNode = document): boolean {
  for (const candidate of candidatePointers(pointer)) {
    const element = root.querySelector<HTMLElement>(`#${fieldId(candidate)}`);
    if (element) {
      element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element.focus({ preventScroll: true });
      return true;
    }
  }
  return false;
}
