import type { FastifyInstance } from 'fastify';
import { runInBackground } from '../../plugins/jobs';
import type { ProcessCore } from '../../processes';
import type { ErrorLogServices } from './deps';
import type { ErrorRecorder } from './recorder';
import { startRetentionJob } from './retention-job';
import { errorLogRoutes } from './routes';
import { checkSupervisorAssignment } from './supervisor-check';
import './tables';

/** What the error log needs from the app: the recorder the app's error handler writes to, and process events. */
export type ErrorLogDeps = { recorder: ErrorRecorder; processes: Pick<ProcessCore, 'events'> };

/**
 * The error log on the app: the routes, the check of new processes for a missing supervisor, and the retention
 * job (config errorLogRetentionDays), started when the app is ready and stopped before the database closes.
 */
export async function registerErrorLog(app: FastifyInstance, deps: ErrorLogDeps): Promise<void> {
  const services: ErrorLogServices = { db: app.db };
  const unsubscribe = deps.processes.events.subscribe(
    (event) =>
      checkSupervisorAssignment(services, deps.recorder, event).catch((err: unknown) =>
        app.log.error({ err }, 'error log: supervisor check'),
      ),
    ['created'],
  );
  runInBackground(app, () => startRetentionJob(services, app.config.errorLogRetentionDays, app.log));
  // after the job's stop (an earlier preClose): the recorder's last flush holds everything recorded until now
  app.addHook('preClose', async () => {
    unsubscribe();
    await deps.recorder.stop();
  });
  await app.register(errorLogRoutes, { services });
}
