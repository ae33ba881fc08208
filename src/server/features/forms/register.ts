import type { FastifyInstance } from 'fastify';
import type { FormsServices } from './deps';
import { formEditingRoutes } from './editing-routes';
import { formsRoutes } from './routes';
import './tables';

/** The questionnaires on the app (SPEC §7 "Forms"): reading them, and saving, copying and deleting them. */
export async function registerForms(app: FastifyInstance): Promise<void> {
  const services: FormsServices = {
    db: app.db,
    organizations: app.organizations,
    hubs: app.hubs,
    log: app.log,
  };
  await app.register(formsRoutes, { services });
  await app.register(formEditingRoutes, { services });
}
