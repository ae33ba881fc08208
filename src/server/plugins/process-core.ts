import type { FastifyInstance } from 'fastify';
import { createProcessCore, type ProcessCore } from '../processes';

/**
 * The process core on the app, built once over the database, the organizations' configuration and the hubs
 * (app.hubs, registered after it, is asked only when an event is published). Its talk-date job starts when the
 * app is ready and stops in preClose, so that a run in flight finishes before the database closes (onClose).
 */
export function registerProcessCore(app: FastifyInstance): ProcessCore {
  const processes = createProcessCore({
    db: app.db,
    organizationConfig: app.organizationConfig,
    publish: (message) => app.hubs.publish(message),
    log: app.log,
  });
  // the session's hasMafegProcess comes with the cached membership: a new or copied process refreshes it
  processes.events.subscribe((event) => app.memberships.forget(event.organizationId), ['created', 'copied']);
  app.addHook('onReady', async () => processes.start());
  app.addHook('preClose', async () => processes.stop());
  return processes;
}
