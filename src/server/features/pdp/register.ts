import type { FastifyInstance } from 'fastify';
import { fileStorageIn } from '../../storage/file-storage';
import { pdpRoutes } from './routes';
import type { PdpServices } from './service';
import './tables';

/**
 * PDP on the app (issue 7 item 2): documents in the file storage under DATA_DIR, review dates and statuses,
 * the routes. Registered after the feedbacks feature, whose processes (type 2) it builds on.
 */
export async function registerPdp(app: FastifyInstance): Promise<void> {
  const services: PdpServices = {
    db: app.db,
    storage: fileStorageIn(app.config.dataDir),
    processes: app.processApi,
    facade: app.processFacade,
    // the upload has committed: a hub failure is logged, not reported as a failed upload
    publish: async (message) => {
      try {
        await app.hubs.publish(message);
      } catch (err) {
        app.log.error({ err }, 'PdpDocumentSaved could not be published');
      }
    },
  };
  await app.register(pdpRoutes, { services });
}
