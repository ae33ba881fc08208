import type { FastifyInstance } from 'fastify';
import type { SessionServices } from './deps';
import { sessionRoutes } from './routes';

/** The sign-in settings, which the server also writes into index.html. */
export { authConfig } from './service';

/** What the session needs from another feature: the user's dashboard widgets (the dashboard's). */
export type SessionDeps = Pick<SessionServices, 'dashboardWidgets'>;

/** Sign-in settings, the session and its preferences on the app; its services are the app's infrastructure. */
export async function registerSession(app: FastifyInstance, deps: SessionDeps): Promise<void> {
  const services: SessionServices = {
    db: app.db,
    config: app.config,
    verifyToken: app.verifyToken,
    organizationConfig: app.organizationConfig,
    memberships: app.memberships,
    people: app.people,
    now: () => new Date(),
    ...deps,
  };
  await app.register(sessionRoutes, { services });
}
