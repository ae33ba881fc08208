import type { FastifyInstance } from 'fastify';
import type { ThemeServices } from './deps';
import { themeRoutes } from './routes';

/** The public theme: colours, custom CSS and logo by slug on the app; its services are the app's infrastructure. */
export async function registerTheme(app: FastifyInstance): Promise<void> {
  const services: ThemeServices = { organizations: app.organizations };
  await app.register(themeRoutes, { services });
}
