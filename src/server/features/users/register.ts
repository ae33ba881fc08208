import type { FastifyInstance } from 'fastify';
import type { UsersServices } from './deps';
import { usersRoutes } from './routes';

/** The user lists on the app; its services are the app's infrastructure. */
export async function registerUsers(app: FastifyInstance): Promise<void> {
  const services: UsersServices = { db: app.db };
  await app.register(usersRoutes, { services });
}
