import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isAuditedWrite } from '../../engine/impersonation';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route only reads, whatever its method (a POST carrying a query in its body, the dashboard's Build):
     * the impersonation audit skips it. Declared on the route, so that the route says it once.
     */
    readOnly?: boolean;
  }
}

/** What the audit records of a request: the route's pattern, never the URL (its query may hold secrets). */
const routeOf = (request: FastifyRequest): string => (request.routeOptions.url ?? '').slice(0, 300);

/**
 * Records every change made while impersonating (a successful request with another method than GET, HEAD or
 * OPTIONS on a route not marked `readOnly`) with both identities, before the answer leaves: once the caller has
 * the answer, the record is there. A failed record is logged and does not undo the write, which is already
 * committed.
 */
export function registerImpersonationAudit(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const impersonator = request.principal?.impersonator;
    const readOnly = request.routeOptions.config.readOnly === true;
    if (!impersonator || !isAuditedWrite(request.method, reply.statusCode, readOnly)) return payload;
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
