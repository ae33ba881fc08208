import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { unsubscribeOnClose } from '../../plugins/jobs';
import { LIST_VISIBLE_KINDS, type ProcessCore } from '../../processes';
import type { DashboardServices } from './deps';
import { fixedDatesMessage } from './live';
import type { OrganizationCounts } from './repo-processes';
import { calendarFeedRoutes, dashboardRoutes } from './routes';
import { visibleWidgetsOf } from './service-widgets';
import './tables';

/** How long readers of all processes share the organization's counts (another instance's changes show after it). */
const ORGANIZATION_COUNTS_TTL_MS = 2_000;

/**
 * The names of a user's visible dashboard widgets in their order, as stored (for the session's
 * dashboardSettings, wired in features/register-all.ts).
 */
export const dashboardWidgetsOf =
  (app: FastifyInstance) =>
  (owner: { organizationId: number; userId: number }): Promise<string[]> =>
    visibleWidgetsOf({ db: app.db }, owner);

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
  const organizationCounts = new LRUCache<number, OrganizationCounts>({
    max: 1_000,
    ttl: ORGANIZATION_COUNTS_TTL_MS,
  });
  const services: DashboardServices = {
    ...rest,
    db: app.db,
    organizationConfig: app.organizationConfig,
    hubs: app.hubs,
    log: app.log,
    publicUrl: app.config.publicUrl.replace(/\/$/, ''),
    organizationCounts,
  };
  const unsubscribe = events.subscribe(async (event) => {
    if (LIST_VISIBLE_KINDS.has(event.kind)) organizationCounts.delete(event.organizationId);
    const message = fixedDatesMessage(event);
    // only to those who may read the process at its status (a nominee hears nothing of their nomination)
    const readers = message && new Set(await services.processes.readersOf(event));
    if (message && readers)
      await services.hubs.publish({
        ...message,
        to: [message.to].flat().filter((to) => to.kind !== 'user' || readers.has(to.userId)),
      });
  });
  unsubscribeOnClose(app, [unsubscribe]);
  await app.register(dashboardRoutes, { services });
  await app.register(calendarFeedRoutes, { services });
}
