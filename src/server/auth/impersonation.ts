import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isAuditedWrite } from '../../engine/impersonation';
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

/** What the audit records of a request: the route's pattern, never the URL (its query may hold secrets). */
function routeOf(request: FastifyRequest): string {
  return (request.routeOptions.url ?? '').slice(0, 300);
}

/**
 * Records every write made while impersonating (a successful request with another method than GET, HEAD or
 * OPTIONS) with both identities, before the answer leaves: once the caller has the answer, the record is there.
 * A failed record is logged and does not undo the write, which is already committed.
 */
export function registerImpersonationAudit(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const impersonator = request.principal?.impersonator;
    if (!impersonator || !isAuditedWrite(request.method, reply.statusCode)) return payload;
    const { principal } = request;
    try {
      await db
        .insertInto('impersonation_audit')
        .values({
          organization_id: principal.organization.id,
          impersonation_id: impersonator.impersonationId,
          admin_id: impersonator.userId,
          admin_name: `${impersonator.firstName} ${impersonator.lastName}`,
          user_id: principal.user.id,
          user_name: `${principal.user.first_name} ${principal.user.last_name}`,
          method: request.method.toUpperCase(),
          route: routeOf(request),
          status_code: reply.statusCode,
        })
        .execute();
    } catch (err) {
      request.log.error({ err }, 'impersonation audit');
    }
    return payload;
  });
}
