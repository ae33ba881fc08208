import type { FastifyInstance } from 'fastify';
import type { ProcessCore } from '../../processes';
import type { DashboardServices } from './deps';
import { fixedDatesMessage } from './live';
import { calendarFeedRoutes, dashboardRoutes } from './routes';
import './tables';

/**
 * What the dashboard needs from the app: the process core (and its events, which move calendar dates) and the
 * PDC/EDC documents reminders.
 */
export type DashboardDeps = Pick<DashboardServices, 'processes' | 'documentsReminders'> & {
  events: ProcessCore['events'];
};

/**
 * The dashboard on the app (SPEC §2, §3, §7): tasks, dates, process counts, widgets and the calendar feed;
 * tells open calendars on the users hub when a process event moves a date (FixedDatesUpdated).
 */
export async function registerDashboard(app: FastifyInstance, deps: DashboardDeps): Promise<void> {
  const { events, ...rest } = deps;
  const services: DashboardServices = {
    ...rest,
    db: app.db,
    organizationConfig: app.organizationConfig,
    hubs: app.hubs,
    log: app.log,
    publicUrl: app.config.publicUrl.replace(/\/$/, ''),
  };
  const unsubscribe = events.subscribe(async (event) => {
    const message = fixedDatesMessage(event);
    if (message) await services.hubs.publish(message);
  });
  app.addHook('onClose', async () => unsubscribe());
  await app.register(dashboardRoutes, { services });
  await app.register(calendarFeedRoutes, { services });
}
