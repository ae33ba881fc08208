import { isFullAdmin } from '../../engine/access';
import { impersonationRefusal, type ImpersonationRefusal } from '../../engine/impersonation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** A running impersonation of a full administrator (SPEC §6). */
export type RunningImpersonation = { id: number; userId: number; expiresAt: Date };

/**
 * Finds the impersonation a full administrator's request runs under: not ended, not expired, and started in
 * the same provider session when it was bound to one (the token's `sid`). Asked only for full administrators,
 * so other users' requests cost nothing; not cached, so that a stop or an expiry applies to the very next
 * request on every instance.
 */
export type ImpersonationLookup = (
  organizationId: number,
  adminId: number,
  sessionId: string | undefined,
) => Promise<RunningImpersonation | undefined>;

/** The lookup on the database; `now` is the clock (tests pass their own). */
export function createImpersonationLookup(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): ImpersonationLookup {
  return async (organizationId, adminId, sessionId) => {
    const row = await db
      .selectFrom('impersonations')
      .select(['id', 'user_id', 'session_id', 'expires_at'])
      .where('organization_id', '=', organizationId)
      .where('admin_id', '=', adminId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.session_id !== null && row.session_id !== sessionId) return undefined;
    return { id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at) };
  };
}

/** The one rule of who may be impersonated (engine/impersonation), read off a stored employee row. */
export function impersonationRefusalOf(
  row: { id: number; roles: string[]; can_be_impersonated: boolean; active: boolean },
  adminId: number,
): ImpersonationRefusal | null {
  const target = {
    id: row.id,
    isFullAdmin: isFullAdmin(row.roles),
    canBeImpersonated: row.can_be_impersonated,
    active: row.active,
  };
  return impersonationRefusal(target, adminId);
}
