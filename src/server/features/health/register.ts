import type { FastifyInstance } from 'fastify';
import type { HealthServices } from './deps';
import { healthRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** starts draining: /readyz answers 503 from now on (the stop itself is app.close(), see src/server/drain.ts) */
    startDraining(): void;
  }
}

/** The health checks (/healthz, /readyz) on the app; its services are the app's infrastructure. */
export async function registerHealth(app: FastifyInstance): Promise<void> {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  const services: HealthServices = { db: app.db, databaseKind: app.databaseKind, draining: () => draining };
  await app.register(healthRoutes, { services });
}
