import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { claimPending, markAttemptFailed, markSent, releaseClaims, renewLease } from './outbox';
import type { MailTransport } from './transport';

export type MailWorker = {
  /** Sends what is pending now (called after a commit that queued mail); resolves when the run is over. */
  kick(): Promise<void>;
  stop(): Promise<void>;
};

const BATCH = 20;

/**
 * How long a claim on an e-mail holds before another instance may take it over: longer than the SMTP transport
 * can take for one message (nodemailer gives up after 2 min connecting, 30 s greeting, 10 min of socket
 * silence), renewed before each message, so a live instance never loses an e-mail it is sending.
 */
export const MAIL_LEASE_MS = 15 * 60 * 1000;

/**
 * Works the outbox: claims pending e-mails under a lease, hands each to the transport, marks it sent or counts the
 * failed attempt. Runs when kicked and every `intervalMs` (for mail queued by another instance, to retry, or to
 * take over the e-mails of an instance that stopped without giving them back once their lease expired); one run
 * at a time. A stop finishes the message in flight and gives the rest of the batch back.
 */
export function startMailWorker(options: {
  db: Kysely<Database>;
  transport: MailTransport;
  log: FastifyBaseLogger;
  intervalMs: number;
  leaseMs?: number;
  /** names this worker in the claims; unique per process */
  workerId?: string;
}): MailWorker {
  const { db, transport, log } = options;
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const worker = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function runOnce(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const batch = await claimPending(db, BATCH, worker, leaseMs);
      for (const [index, mail] of batch.entries()) {
        if (stopped) {
          await releaseClaims(
            db,
            batch.slice(index).map((m) => m.id),
            worker,
          );
          return;
        }
        if (!(await renewLease(db, mail.id, worker, leaseMs))) continue;
        try {
          await transport.send(mail);
        } catch (err) {
          log.warn({ err, emailId: mail.id }, 'sending an e-mail failed');
          await markAttemptFailed(db, mail.id, worker, err instanceof Error ? err.message : String(err));
          continue;
        }
        await markSent(db, mail.id, worker, new Date());
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

  // No reset of "sending" e-mails at the start: another live instance may be sending them (issue 21); the
  // e-mails of a stopped instance come back when their lease expires.
  const timer = setInterval(() => void kick(), options.intervalMs);
  timer.unref();
  void kick();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
