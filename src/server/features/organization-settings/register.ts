import type { FastifyInstance } from 'fastify';
import type { OrganizationSettingsServices } from './deps';
import { organizationSettingsRoutes } from './routes';

/** The organization settings on the app. */
export async function registerOrganizationSettings(app: FastifyInstance): Promise<void> {
  const services: OrganizationSettingsServices = {
    db: app.db,
    forgetOrganization: ({ id, slug }) => {
      app.organizations.forget(slug);
      app.organizationConfig.forget(id);
    },
  };
  await app.register(organizationSettingsRoutes, { services });
}
