import type { MissingAnswer } from '../../../engine/api/feedbacks-answers';

/** Pure. The missing answers of a failed submit's problem object, or undefined for any other failure. */
export function missingAnswersOf(problem: unknown): MissingAnswer[] | undefined {
  if (typeof problem !== 'object' || problem === null) return undefined;
  const { code, missing } = problem as { code?: unknown; missing?: unknown };
  if (code !== 'MANDATORY_MISSING' || !Array.isArray(missing)) return undefined;
  return missing
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null)
    .filter((m) => typeof m.elementId === 'string')
    .map((m) => ({
      elementId: String(m.elementId),
      itemId: typeof m.itemId === 'string' ? m.itemId : null,
      field: typeof m.field === 'string' ? m.field : 'value',
      title: typeof m.title === 'string' ? m.title : String(m.elementId),
      itemTitle: typeof m.itemTitle === 'string' ? m.itemTitle : null,
      pageId: typeof m.pageId === 'string' ? m.pageId : '',
    }));
}

/**
 * Pure. The DOM ids of the input a missing answer belongs to, best first: the renderer names parts as RJSF
 * does (`root_<element>[_<item>]_<field>`), the first radio of a scale being `..._value`.
 */
export function focusIdsOf(missing: Pick<MissingAnswer, 'elementId' | 'itemId' | 'field'>): string[] {
  const base = `root_${missing.elementId}`;
  const owner = missing.itemId ? `${base}_${missing.itemId}` : base;
  return [...new Set([`${owner}_${missing.field}`, `${owner}_value`, `${owner}_comment`, owner])];
}

const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), select, button:not([disabled]), [tabindex]';

/** Moves the focus to the input of a missing answer (else into its element); true when something got it. */
export function focusMissingAnswer(missing: MissingAnswer, root: Document = document): boolean {
  const byId = focusIdsOf(missing)
    .map((id) => root.getElementById(id))
    .find((node): node is HTMLElement => node instanceof HTMLElement);
  const element = root.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(missing.elementId)}"]`);
  const target =
    (byId && (byId.matches(FOCUSABLE) ? byId : byId.querySelector<HTMLElement>(FOCUSABLE))) ??
    element?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.focus();
  return true;
}
