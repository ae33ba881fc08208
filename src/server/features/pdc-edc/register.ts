import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal';
import { pdcEdcRoutes } from './routes';
import { documentsRemindersOf, type DocumentsReminder } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the caller's PDC/EDC documents not yet sent (a week before the conference), for the dashboard tasks */
    pdcEdcReminders: (principal: Principal) => Promise<DocumentsReminder[]>;
  }
}

/**
 * PDC/EDC on the app (issue 7 item 4): the overview route and, for other features, the documents reminders.
 * Call it directly, not through register, so that `app.pdcEdcReminders` is visible to every feature.
 */
export async function registerPdcEdc(app: FastifyInstance): Promise<void> {
  app.decorate('pdcEdcReminders', (principal: Principal) => documentsRemindersOf(app, principal));
  await app.register(pdcEdcRoutes);
}
