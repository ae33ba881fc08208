/** Pure rules over the supervisor relation, for the client's checks before it saves. */

/** A person and their supervisor, as the plain user list carries them. */
export type SupervisorLink = { id: number; supervisorId: number | null };

/**
 * Pure. True when making `candidateId` the supervisor of `userId` would close a cycle: the candidate is the
 * user, or the user is in the candidate's supervisor line. A cycle already in the data ends the walk. The
 * server's check (one recursive query) is authoritative; this lets the form explain before it sends.
 */
export function closesSupervisorCycle(
  people: readonly SupervisorLink[],
  userId: number,
  candidateId: number | null,
): boolean {
  if (candidateId === null) return false;
  const supervisorOf = new Map(people.map((p) => [p.id, p.supervisorId]));
  const seen = new Set<number>();
  for (
    let current: number | null = candidateId;
    current !== null;
    current = supervisorOf.get(current) ?? null
  ) {
    if (current === userId) return true;
    if (seen.has(current)) return false;
    seen.add(current);
  }
  return false;
}
