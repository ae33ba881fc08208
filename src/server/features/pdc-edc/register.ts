import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal';
import type { ProcessApi } from '../../processes';
import type { PdcEdcServices } from './deps';
import { pdcEdcRoutes } from './routes';
import { documentsRemindersOf, type DocumentsReminder } from './service';

/** What the PDC/EDC feature needs from the app: the process core's operations. */
export type PdcEdcDeps = { processes: ProcessApi };

/**
 * PDC/EDC on the app (issue 7 item 4): the overview route. Returns the documents reminders, which the app
 * hands to the dashboard.
 */
export async function registerPdcEdc(
  app: FastifyInstance,
  deps: PdcEdcDeps,
): Promise<{ documentsReminders: (principal: Principal) => Promise<DocumentsReminder[]> }> {
  const services: PdcEdcServices = {
    db: app.db,
    organizationConfig: app.organizationConfig,
    processes: deps.processes,
  };
  await app.register(pdcEdcRoutes, { deps: services });
  return { documentsReminders: (principal) => documentsRemindersOf(services, principal) };
}
