import type { FastifyInstance } from 'fastify';
import { notificationsRoutes } from './routes';
import { notifyProcessEvent } from './service';
import './tables';

/**
 * Notifications on the app: a subscriber of the process events (registered after the feedbacks feature, whose
 * `app.processEvents` it hears) and the routes.
 */
export async function registerNotifications(app: FastifyInstance): Promise<void> {
  const unsubscribe = app.processEvents.subscribe((event) => notifyProcessEvent(app, event));
  app.addHook('onClose', async () => unsubscribe());
  await app.register(notificationsRoutes);
}
