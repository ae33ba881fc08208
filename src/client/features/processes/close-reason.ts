import { CLOSE_REASON_FREE_TEXT, CLOSE_REASON_IDS } from '../../../engine/constants';

/** What closing still needs (SPEC §5): a reason, and for reason 8 a text. */
export type CloseProblem = 'chooseReason' | 'enterReason' | null;

/** Pure. The SPEC §5 problem of a close request, or null when it may be sent. */
export function closeProblem(reasonId: number | null, text: string): CloseProblem {
  if (reasonId === null || !(CLOSE_REASON_IDS as readonly number[]).includes(reasonId)) return 'chooseReason';
  if (reasonId === CLOSE_REASON_FREE_TEXT && text.trim() === '') return 'enterReason';
  return null;
}

/** Pure. The close problem the server named (400 CLOSE_REASON_REQUIRED / CLOSE_REASON_TEXT_REQUIRED). */
export function closeProblemOfCode(code: string | undefined): CloseProblem {
  if (code === 'CLOSE_REASON_REQUIRED') return 'chooseReason';
  if (code === 'CLOSE_REASON_TEXT_REQUIRED') return 'enterReason';
  return null;
}
