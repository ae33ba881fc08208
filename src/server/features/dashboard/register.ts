import type { FastifyInstance } from 'fastify';
import type { DashboardServices } from './deps';
import { dashboardRoutes } from './routes';
import './tables';

/** What the dashboard needs from the app: the process core and the PDC/EDC documents reminders. */
export type DashboardDeps = Pick<DashboardServices, 'processes' | 'documentsReminders'>;

/** The dashboard tasks on the app (SPEC §2, §3, §7). */
export async function registerDashboard(app: FastifyInstance, deps: DashboardDeps): Promise<void> {
  const services: DashboardServices = {
    ...deps,
    db: app.db,
    organizationConfig: app.organizationConfig,
    hubs: app.hubs,
    log: app.log,
  };
  await app.register(dashboardRoutes, { services });
}
