import type { FastifyInstance } from 'fastify';
import { runInBackground, unsubscribeOnClose } from '../../plugins/jobs';
import type { ProcessCore } from '../../processes';
import { anonymousSubmittedNotifier } from './anonymous-submitted';
import type { NotificationServices } from './deps';
import { startReminderJob } from './reminders';
import { notificationsRoutes } from './routes';
import { notificationSubscribers } from './service';
import './tables';

/**
 * What the notifications need from the app: the process core's events (and its anonymous submits), and its api
 * for where links lead.
 */
export type NotificationsDeps = { processes: Pick<ProcessCore, 'api' | 'events' | 'onAnonymousSubmitted'> };

/**
 * Notifications on the app: in-app notifications and e-mails written inside each process action, the screens
 * told after the commit, the reminder job, and the routes.
 */
export async function registerNotifications(app: FastifyInstance, deps: NotificationsDeps): Promise<void> {
  const services: NotificationServices = {
    db: app.db,
    processes: deps.processes.api,
    hubs: app.hubs,
    organizationConfig: app.organizationConfig,
    mail: { kick: () => app.mail.kick(), from: app.config.mailFrom, publicUrl: app.config.publicUrl },
  };
  const { inTransaction, afterCommit } = notificationSubscribers(services);
  const unsubscribes = [
    deps.processes.events.subscribeInTransaction(inTransaction),
    deps.processes.events.subscribe(afterCommit),
    deps.processes.onAnonymousSubmitted(anonymousSubmittedNotifier(services)),
  ];
  runInBackground(app, () => startReminderJob(services, app.log));
  unsubscribeOnClose(app, unsubscribes);
  await app.register(notificationsRoutes, { services });
}
