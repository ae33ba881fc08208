import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../auth/actor';
import type { ProcessApi } from '../../processes';
import type { PdcEdcServices } from './deps';
import type { DocumentsReminder } from '../../../engine/api/pdc-edc';
import { pdcEdcRoutes } from './routes';
import { documentsRemindersOf } from './service';

/** What the PDC/EDC feature needs from the app: the process core's operations. */
export type PdcEdcDeps = { processes: ProcessApi };

/** What the PDC/EDC feature offers the app: the caller's documents reminders, for the dashboard. */
export type PdcEdcOffer = { documentsReminders: (actor: Actor) => Promise<DocumentsReminder[]> };

/**
 * PDC/EDC on the app: the overview route. Returns the documents reminders, which the app
 * hands to the dashboard.
 */
export async function registerPdcEdc(app: FastifyInstance, deps: PdcEdcDeps): Promise<PdcEdcOffer> {
  const services: PdcEdcServices = {
    db: app.db,
    organizationConfig: app.organizationConfig,
    processes: deps.processes,
  };
  await app.register(pdcEdcRoutes, { services });
  return { documentsReminders: (actor) => documentsRemindersOf(services, actor) };
}
