import type { FastifyInstance } from 'fastify';
import { runInBackground, unsubscribeOnClose } from '../../plugins/jobs';
import type { ProcessCore, ProcessDomainEvent } from '../../processes';
import { fileStorageIn } from '../../storage/file-storage';
import type { ArchiveServices } from './deps';
import { archiveQueueing } from './queue';
import { archiveRoutes } from './routes';
import { startArchiveJob } from './worker';
import './tables';

/** What the archive needs from the app: the process core (its events, reads and read checks). */
export type ArchiveDeps = { processes: Pick<ProcessCore, 'events' | 'api'> };

/**
 * The process archive on the app: a process reaching its final or closed status is queued in
 * that transaction; after the commit the worker is kicked and renders the four PDFs into the file storage (once
 * across instances, retried with back-off). Answers the services (tests run the worker through them).
 */
export async function registerArchive(app: FastifyInstance, deps: ArchiveDeps): Promise<ArchiveServices> {
  let kick = () => {};
  const services: ArchiveServices = {
    db: app.db,
    storage: fileStorageIn(app.config.dataDir),
    organizationConfig: app.organizationConfig,
    processes: deps.processes.api,
    source: (organizationId, processId) => deps.processes.api.archiveSource(organizationId, processId),
    kick: () => kick(),
  };
  const queued = new WeakSet<ProcessDomainEvent>();
  const unsubscribes = [
    deps.processes.events.subscribeInTransaction(archiveQueueing((event) => queued.add(event))),
    deps.processes.events.subscribe((event) => {
      if (queued.has(event)) services.kick();
    }),
  ];
  runInBackground(app, () => {
    const job = startArchiveJob(services, app.log, app.config.archiveWorker);
    kick = job.kick;
    return job;
  });
  unsubscribeOnClose(app, unsubscribes);
  await app.register(archiveRoutes, { services });
  return services;
}
