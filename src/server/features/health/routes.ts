import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { HealthServices } from './deps';
import { HealthStatus } from './response-schemas';
import { readiness } from './service';

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(fastify: FastifyInstance, { services }: { services: HealthServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/healthz',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: HealthStatus } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: HealthStatus, 503: HealthStatus } },
    },
    async (_request, reply) => {
      const { ready, status } = await readiness(services);
      return ready ? status : reply.status(503).send(status);
    },
  );
}
