import type { FastifyInstance } from 'fastify';
import type { ProcessCore } from '../../processes';
import type { NotificationServices } from './deps';
import { notificationsRoutes } from './routes';
import { notifyProcessEvent } from './service';
import './tables';

/** What the notifications need from the app: the process core's events. */
export type NotificationsDeps = { processes: Pick<ProcessCore, 'events'> };

/** Notifications on the app: a subscriber of the process events, and the routes. */
export async function registerNotifications(app: FastifyInstance, deps: NotificationsDeps): Promise<void> {
  const services: NotificationServices = { db: app.db, hubs: app.hubs };
  const unsubscribe = deps.processes.events.subscribe((event) => notifyProcessEvent(services, event));
  app.addHook('onClose', async () => unsubscribe());
  await app.register(notificationsRoutes, { services });
}
