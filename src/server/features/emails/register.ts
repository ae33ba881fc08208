import type { FastifyInstance } from 'fastify';
import type { EmailServices } from './deps';
import { emailsRoutes } from './routes';

/** The e-mail overview on the app: it reads the outbox table and wakes the outbox worker after a resend. */
export async function registerEmails(app: FastifyInstance): Promise<void> {
  const services: EmailServices = { db: app.db, kickMail: () => app.mail.kick() };
  await app.register(emailsRoutes, { services });
}
