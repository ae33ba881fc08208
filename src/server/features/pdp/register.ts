import type { FastifyInstance } from 'fastify';
import { runInBackground } from '../../plugins/jobs';
import type { ProcessApi } from '../../processes';
import { fileStorageIn } from '../../storage/file-storage';
import { pdpRoutes } from './routes';
import type { PdpServices } from './deps';
import { startPdpStatusJob } from './status-job';
import './tables';

/** What the PDP feature needs from the app. */
export type PdpDeps = { processes: ProcessApi };

/**
 * PDP on the app: documents in the file storage under DATA_DIR, review dates and statuses
 * (an hourly job follows the 6-month rule), the routes, over the process core (type 2 processes).
 * Returns the services (tests run the status job through them).
 */
export async function registerPdp(app: FastifyInstance, deps: PdpDeps): Promise<PdpServices> {
  const services: PdpServices = {
    db: app.db,
    storage: fileStorageIn(app.config.dataDir),
    organizationConfig: app.organizationConfig,
    processes: deps.processes,
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
  runInBackground(app, () => startPdpStatusJob(services, app.log));
  return services;
}
