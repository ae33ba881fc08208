import { SESSION_PROGRESS_STEPS } from '../../../engine/constants';

const [AUTH_READY, SESSION_ANSWERED, DONE] = SESSION_PROGRESS_STEPS;

export type SessionStage = { signedIn: boolean; sessionAnswered: boolean; preferencesApplied: boolean };

/**
 * Pure. Session start progress of SPEC §2/§9: 20 once the sign-in is known, 75 once Initialize answered,
 * 100 once language and theme are applied; 0 before anything.
 */
export function sessionProgress({ signedIn, sessionAnswered, preferencesApplied }: SessionStage): number {
  if (!signedIn) return 0;
  if (!sessionAnswered) return AUTH_READY;
  return preferencesApplied ? DONE : SESSION_ANSWERED;
}
