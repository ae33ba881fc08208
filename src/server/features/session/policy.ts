import type { Principal } from '../../auth/principal';
import { forbidden } from '../../errors';

/** Refuses a change of another user's settings: `userId` must be the caller's own sign-in subject. */
export function assertOwnSettings(principal: Principal, userId: string): void {
  if (userId !== principal.subject) throw forbidden('You can change only your own settings.');
}
