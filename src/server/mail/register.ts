import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runInBackground } from '../plugins/jobs';
import { startMailWorker, type MailWorker } from './mail-worker';
import { createMailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** the outbox worker: kick it after a transaction that queued e-mails has committed */
    mail: MailWorker;
  }
}

/** The outbox worker on the app: started when the app is ready, stopped (after its run) before the db closes. */
export function registerMail(app: FastifyInstance): void {
  const transport = createMailTransport({
    smtpUrl: app.config.smtpUrl,
    pickupDir: path.join(app.config.dataDir, 'mail'),
    publicUrl: app.config.publicUrl,
  });
  const worker = runInBackground(app, () => {
    app.log.info(`e-mail: ${transport.describe}`);
    return startMailWorker({ db: app.db, transport, log: app.log, ...app.config.mailWorker });
  });
  app.decorate('mail', {
    kick: () => worker()?.kick() ?? Promise.resolve(),
    stop: () => worker()?.stop() ?? Promise.resolve(),
  });
}
