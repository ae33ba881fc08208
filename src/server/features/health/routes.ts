import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

const Status = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' }, database: { type: 'string' } },
} as const;

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: Status } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: Status, 503: Status } } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ready', database: app.databaseKind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: app.databaseKind });
      }
    },
  );
}
