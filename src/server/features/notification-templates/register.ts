import type { FastifyInstance } from 'fastify';
import type { NotificationTemplateServices } from './deps';
import { notificationTemplatesRoutes } from './routes';

/** The notification templates on the app: their routes. */
export async function registerNotificationTemplates(app: FastifyInstance): Promise<void> {
  const services: NotificationTemplateServices = {
    db: app.db,
    productHost: new URL(app.config.publicUrl).host,
  };
  await app.register(notificationTemplatesRoutes, { services });
}
