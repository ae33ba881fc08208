import type { FastifyInstance } from 'fastify';
import type { UsersServices } from './deps';
import { identityRoutes } from './identity-routes';
import { usersRoutes } from './routes';

/** The user lists and the employee administration on the app; its services are the app's infrastructure. */
export async function registerUsers(app: FastifyInstance): Promise<void> {
  const services: UsersServices = { db: app.db, publish: (message) => app.hubs.publish(message) };
  await app.register(usersRoutes, { services });
  await app.register(identityRoutes, { services });
}
