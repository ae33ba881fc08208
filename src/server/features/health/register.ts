import type { FastifyInstance } from 'fastify';
import type { HealthServices } from './deps';
import { databaseProbe } from './repo';
import { healthRoutes } from './routes';

/** The health checks (/healthz, /readyz) on the app; its services are the app's infrastructure. */
export async function registerHealth(app: FastifyInstance): Promise<void> {
  const services: HealthServices = {
    databaseAnswers: databaseProbe(app.db),
    databaseKind: app.databaseKind,
    draining: () => app.isDraining(),
  };
  await app.register(healthRoutes, { services });
}
