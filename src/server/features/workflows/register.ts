import type { FastifyInstance } from 'fastify';
import type { WorkflowsServices } from './deps';
import { workflowsRoutes } from './routes';

/** The workflow settings per process type on the app (SPEC §7 "Workflows"). */
export async function registerWorkflows(app: FastifyInstance): Promise<void> {
  const services: WorkflowsServices = {
    db: app.db,
    organizationConfig: app.organizationConfig,
    hubs: app.hubs,
    log: app.log,
  };
  await app.register(workflowsRoutes, { services });
}
