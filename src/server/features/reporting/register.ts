import type { FastifyInstance } from 'fastify';
import type { ReportingServices } from './deps';
import { reportingRoutes } from './routes';

/** What reporting needs from the app: the process core, which decides what a reader may read. */
export type ReportingDeps = Pick<ReportingServices, 'processes'>;

/** Reporting on the app: the report routes and their downloads. */
export async function registerReporting(app: FastifyInstance, deps: ReportingDeps): Promise<void> {
  const services: ReportingServices = {
    db: app.db,
    organizationConfig: app.organizationConfig,
    processes: deps.processes,
  };
  await app.register(reportingRoutes, { services });
}
