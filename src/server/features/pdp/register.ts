import type { FastifyInstance } from 'fastify';
import { fileStorageIn } from '../../storage/file-storage';
import { pdpRoutes } from './routes';
import type { PdpServices } from './service';
import { startPdpStatusJob } from './status-job';
import './tables';

declare module 'fastify' {
  interface FastifyInstance {
    /** the PDP services (tests run the status job through them) */
    pdpServices: PdpServices;
  }
}

/**
 * PDP on the app (issue 7 item 2): documents in the file storage under DATA_DIR, review dates and statuses
 * (an hourly job follows the 6-month rule), the routes. Registered after the feedbacks feature, whose processes
 * (type 2) it builds on.
 */
export async function registerPdp(app: FastifyInstance): Promise<void> {
  const services: PdpServices = {
    db: app.db,
    storage: fileStorageIn(app.config.dataDir),
    processes: app.processApi,
    // the upload has committed: a hub failure is logged, not reported as a failed upload
    publish: async (message) => {
      try {
        await app.hubs.publish(message);
      } catch (err) {
        app.log.error({ err }, 'PdpDocumentSaved could not be published');
      }
    },
  };
  app.decorate('pdpServices', services);
  await app.register(pdpRoutes, { services });
  let stop = async () => {};
  app.addHook('onReady', async () => {
    stop = startPdpStatusJob(services, app.log);
  });
  // preClose: the run in flight finishes before the database closes (onClose)
  app.addHook('preClose', async () => stop());
}
