import type { FastifyInstance } from 'fastify';
import type { SessionServices } from './deps';
import { sessionRoutes } from './routes';

/** Sign-in settings, the session and its preferences on the app; its services are the app's infrastructure. */
export async function registerSession(app: FastifyInstance): Promise<void> {
  const services: SessionServices = {
    db: app.db,
    config: app.config,
    verifyToken: app.verifyToken,
    organizationConfig: app.organizationConfig,
    memberships: app.memberships,
    now: () => new Date(),
  };
  await app.register(sessionRoutes, { services });
}
