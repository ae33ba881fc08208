import type { FastifyInstance } from 'fastify';
import type { ReportingServices } from './deps';
import { reportingRoutes } from './routes';

/** Reporting on the app: the report routes and their downloads. */
export async function registerReporting(app: FastifyInstance): Promise<void> {
  const services: ReportingServices = { db: app.db, organizationConfig: app.organizationConfig };
  await app.register(reportingRoutes, { services });
}
