import { forbidden } from '../../errors';

/**
 * Pure. One reads only one's own notifications: the path's `userId` must be the caller's sign-in subject (the
 * session's userId).
 */
export function assertOwnNotifications(askedUserId: string, callerSubject: string): void {
  if (askedUserId !== callerSubject) throw forbidden('You can read only your own notifications.');
}
