import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { EMAIL_MAX_ATTEMPTS } from '../../engine/constants';
import type { Database } from '../db/database';
import { newWorkerId, type MailTimings } from '../plugins/jobs';
import {
  claimPending,
  markAttemptFailed,
  markSent,
  releaseClaims,
  renewClaims,
  renewLease,
  type ClaimedMail,
} from './outbox';
import type { MailTransport } from './transport';

export type MailWorker = {
  /** Sends what is pending now (called after a commit that queued mail); resolves when the run is over. */
  kick(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The product's timings: a lease of 30 s renewed every 10 s while the worker runs, so a slow SMTP server never
 * loses an e-mail to another instance, and a dead instance's e-mails go out again after half a minute. A failed
 * attempt is retried after 30 s, 2 min, 10 min and 30 min; after EMAIL_MAX_ATTEMPTS (5) attempts, about 43
 * minutes, the e-mail is failed and can be resent from the e-mail overview.
 */
export const MAIL_TIMINGS: MailTimings = {
  intervalMs: 5_000,
  leaseMs: 30_000,
  heartbeatMs: 10_000,
  retryDelaysMs: [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000],
};

const BATCH = 20;

/** Pure. How long to wait before the next attempt after failed attempt number `attempt`; null after the last. */
export function retryDelay(attempt: number, delaysMs: readonly number[]): number | null {
  if (attempt >= EMAIL_MAX_ATTEMPTS) return null;
  return delaysMs[Math.min(attempt, delaysMs.length) - 1] ?? 0;
}

/**
 * Works the outbox: claims pending e-mails under a short lease, hands each to the transport, marks it sent or
 * records the failed attempt (retried after a back-off, failed after the last). Runs when kicked and every
 * `intervalMs` (for mail queued by another instance, to retry, or to take over the e-mails of an instance that
 * died once their lease expired); one run at a time, during which a heartbeat renews the lease of every e-mail
 * the worker holds. A stop finishes the message in flight and gives the rest of the batch back; so does an error
 * of the database.
 */
export function startMailWorker(
  options: {
    db: Kysely<Database>;
    transport: MailTransport;
    log: FastifyBaseLogger;
    /** names this worker in the claims; unique per process */
    workerId?: string;
  } & Partial<MailTimings>,
): MailWorker {
  const { db, transport, log } = options;
  const timings: MailTimings = {
    intervalMs: options.intervalMs ?? MAIL_TIMINGS.intervalMs,
    leaseMs: options.leaseMs ?? MAIL_TIMINGS.leaseMs,
    heartbeatMs: options.heartbeatMs ?? MAIL_TIMINGS.heartbeatMs,
    retryDelaysMs: options.retryDelaysMs ?? MAIL_TIMINGS.retryDelaysMs,
  };
  const { leaseMs } = timings;
  const worker = options.workerId ?? newWorkerId();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Hands one claimed e-mail to the transport and records the outcome. */
  async function send({ mail, attempt }: ClaimedMail): Promise<void> {
    try {
      await transport.send(mail);
    } catch (err) {
      log.warn({ err, emailId: mail.id, attempt }, 'sending an e-mail failed');
      const error = err instanceof Error ? err.message : String(err);
      await markAttemptFailed(db, mail.id, worker, error, retryDelay(attempt, timings.retryDelaysMs));
      return;
    }
    await markSent(db, mail.id, worker, new Date());
  }

  async function runOnce(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const batch = await claimPending(db, BATCH, worker, leaseMs);
      // batch[next] onwards are not handed to the transport yet: given back when the run ends early
      let next = 0;
      try {
        while (next < batch.length && !stopped) {
          const claimed = batch[next]!;
          const mine = await renewLease(db, claimed.mail.id, worker, leaseMs);
          // from here on the message may be on its way: it is not given back (its lease runs out instead)
          next += 1;
          if (mine) await send(claimed);
        }
      } finally {
        if (next < batch.length) await giveBack(batch.slice(next));
      }
      if (batch.length < BATCH) return;
    }
  }

  async function giveBack(rest: ClaimedMail[]): Promise<void> {
    try {
      await releaseClaims(
        db,
        rest.map((c) => c.mail.id),
        worker,
      );
    } catch (err) {
      log.error({ err }, 'mail worker: giving back claimed e-mails failed; their lease runs out');
    }
  }

  /**
   * Renews this worker's claims every heartbeatMs while a run goes on; returns the function that stops it (and
   * waits for a renewal under way, so that none reaches the database after the worker stopped).
   */
  function heartbeat(): () => Promise<void> {
    let beat: Promise<void> | null = null;
    const timer = setInterval(() => {
      beat ??= renewClaims(db, worker, leaseMs)
        .catch((err: unknown) => log.warn({ err }, 'mail worker: renewing the claims failed'))
        .finally(() => {
          beat = null;
        });
    }, timings.heartbeatMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await beat;
    };
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const stopHeartbeat = heartbeat();
      try {
        do {
          again = false;
          await runOnce();
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, 'mail worker');
      } finally {
        await stopHeartbeat();
        running = null;
      }
    })();
    return running;
  }

  // No reset of "sending" e-mails at the start: another live instance may be sending them; the
  // e-mails of a stopped instance come back when their lease expires.
  const timer = setInterval(() => void kick(), timings.intervalMs);
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
