import { badRequest, forbidden } from '../../errors';

/**
 * Pure. One reads only one's own notifications: the path's `userId` must be the caller's sign-in subject (the
 * session's userId).
 */
export function assertOwnNotifications(askedUserId: string, callerSubject: string): void {
  if (askedUserId !== callerSubject) throw forbidden('You can read only your own notifications.');
}

/** Pure. A settings change names each kind once (400 otherwise, naming the repeated kind). */
export function assertDistinctKinds(kinds: readonly string[]): void {
  const seen = new Set<string>();
  kinds.forEach((kind, index) => {
    if (seen.has(kind))
      throw badRequest('DUPLICATE_KIND', `The kind ${kind} is given twice.`, [
        { path: `/body/kinds/${index}/kind`, message: `${kind} is given twice` },
      ]);
    seen.add(kind);
  });
}
