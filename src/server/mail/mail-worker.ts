import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { claimPending, markAttemptFailed, markSent, releaseStale } from './outbox';
import type { MailTransport } from './transport';

export type MailWorker = {
  /** Sends what is pending now (called after a commit that queued mail); resolves when the run is over. */
  kick(): Promise<void>;
  stop(): Promise<void>;
};

const BATCH = 20;

/**
 * Works the outbox: claims pending e-mails, hands each to the transport, marks it sent or counts the failed
 * attempt. Runs when kicked and every `intervalMs` (for mail queued by another instance or to retry);
 * one run at a time.
 */
export function startMailWorker(options: {
  db: Kysely<Database>;
  transport: MailTransport;
  log: FastifyBaseLogger;
  intervalMs: number;
}): MailWorker {
  const { db, transport, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function runOnce(): Promise<void> {
    for (;;) {
      const batch = await claimPending(db, BATCH);
      for (const mail of batch) {
        try {
          await transport.send(mail);
          await markSent(db, mail.id, new Date());
        } catch (err) {
          log.warn({ err, emailId: mail.id }, 'sending an e-mail failed');
          await markAttemptFailed(db, mail.id, err instanceof Error ? err.message : String(err));
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, 'mail worker');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const ready = releaseStale(db).catch((err: unknown) => log.error({ err }, 'mail worker start'));
  const timer = setInterval(() => void kick(), options.intervalMs);
  timer.unref();
  void ready.then(kick);
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await ready;
      await running;
    },
  };
}
