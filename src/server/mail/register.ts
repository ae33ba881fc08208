import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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
  });
  let worker: MailWorker | null = null;
  app.decorate('mail', {
    kick: () => worker?.kick() ?? Promise.resolve(),
    stop: () => worker?.stop() ?? Promise.resolve(),
  });
  app.addHook('onReady', async () => {
    app.log.info(`e-mail: ${transport.describe}`);
    worker = startMailWorker({ db: app.db, transport, log: app.log, ...app.config.mailWorker });
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
