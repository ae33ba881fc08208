import { sql, type Kysely } from 'kysely';
import { EMAIL_STATUSES } from '../../engine/constants';
import type { Database } from '../db/database';
import './tables';
import type { OutgoingMail } from './transport';

/** An e-mail to queue; sent by the mail worker after the surrounding transaction commits. */
export type NewEmail = {
  organizationId: number;
  sender: string;
  recipient: string;
  subject: string;
  text: string;
  html?: string;
};

/** Queues an e-mail (status pending) inside the caller's transaction; returns its id. */
export async function enqueueEmail(db: Kysely<Database>, email: NewEmail): Promise<number> {
  const row = await db
    .insertInto('emails')
    .values({
      organization_id: email.organizationId,
      sender: email.sender,
      recipient: email.recipient,
      subject: email.subject,
      body_text: email.text,
      body_html: email.html ?? null,
      status: EMAIL_STATUSES.pending,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A claimed e-mail and the number of this attempt to send it (1 for the first). */
export type ClaimedMail = { mail: OutgoingMail; attempt: number };

/** `now() + ms`, the database's time; the milliseconds go as an integer parameter */
const fromNow = (ms: number) => sql<Date>`now() + ${ms}::int * interval '1 millisecond'`;

/**
 * Claims up to `limit` e-mails for sending (status 1) for `worker` until `leaseMs` from now: pending ones whose
 * back-off has passed, and "sending" ones whose lease has expired (their instance stopped while holding them).
 * `for update skip locked` lets several server instances work the same outbox without sending a message twice;
 * an e-mail another live instance is sending keeps its lease and is left alone. Times are the database's, so
 * instances' clocks do not matter.
 */
export async function claimPending(
  db: Kysely<Database>,
  limit: number,
  worker: string,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  const rows = await db
    .updateTable('emails')
    .set({
      status: EMAIL_STATUSES.sending,
      attempts: sql`attempts + 1`,
      claimed_by: worker,
      lease_until: fromNow(leaseMs),
    })
    .where(
      'id',
      'in',
      db
        .selectFrom('emails')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('status', '=', EMAIL_STATUSES.pending),
              eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
            ]),
            // no lease: left "sending" before leases existed (migration 0017) or written so by hand
            eb.and([
              eb('status', '=', EMAIL_STATUSES.sending),
              eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]),
            ]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      attempt: r.attempts,
      mail: {
        id: r.id,
        organizationId: r.organization_id,
        createdAt: new Date(r.created_at),
        from: r.sender,
        to: r.recipient,
        cc: r.cc,
        bcc: r.bcc,
        subject: r.subject,
        text: r.body_text,
        html: r.body_html,
      },
    }));
}

/**
 * Renews the worker's lease on one claimed e-mail right before handing it to the transport; false when the
 * e-mail is no longer this worker's (its lease ran out and another instance took it over), so it is not sent.
 */
export async function renewLease(
  db: Kysely<Database>,
  id: number,
  worker: string,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await db
    .updateTable('emails')
    .set({ lease_until: fromNow(leaseMs) })
    .where('id', '=', id)
    .where('status', '=', EMAIL_STATUSES.sending)
    .where('claimed_by', '=', worker)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/**
 * The worker's heartbeat: extends the lease of every e-mail `worker` holds to `leaseMs` from now, so that a
 * message whose sending takes longer than a lease is not taken over while the worker is alive.
 */
export async function renewClaims(db: Kysely<Database>, worker: string, leaseMs: number): Promise<void> {
  await db
    .updateTable('emails')
    .set({ lease_until: fromNow(leaseMs) })
    .where('status', '=', EMAIL_STATUSES.sending)
    .where('claimed_by', '=', worker)
    .execute();
}

/** Marks the worker's e-mail sent and ends its lease. */
export async function markSent(db: Kysely<Database>, id: number, worker: string, at: Date): Promise<void> {
  await db
    .updateTable('emails')
    .set({
      status: EMAIL_STATUSES.sent,
      sending_date_time: at,
      last_error: null,
      claimed_by: null,
      lease_until: null,
      next_attempt_at: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .execute();
}

/**
 * Records the worker's failed attempt and its error: back to pending, not claimed again for `retryInMs`, or
 * failed (4) when `retryInMs` is null (it was the last attempt).
 */
export async function markAttemptFailed(
  db: Kysely<Database>,
  id: number,
  worker: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .updateTable('emails')
    .set({
      ...(retryInMs === null
        ? { status: EMAIL_STATUSES.failed, next_attempt_at: null }
        : { status: EMAIL_STATUSES.pending, next_attempt_at: fromNow(retryInMs) }),
      last_error: error.slice(0, 1000),
      claimed_by: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .execute();
}

/**
 * Gives back the claimed e-mails a worker did not get to, because it is stopping or the database failed (pending
 * again, the attempt not counted), so that they are sent at once instead of after the lease. Never touches
 * another worker's claims.
 */
export async function releaseClaims(db: Kysely<Database>, ids: number[], worker: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('emails')
    .set({
      status: EMAIL_STATUSES.pending,
      attempts: sql`greatest(attempts - 1, 0)`,
      claimed_by: null,
      lease_until: null,
    })
    .where('id', 'in', ids)
    .where('status', '=', EMAIL_STATUSES.sending)
    .where('claimed_by', '=', worker)
    .execute();
}
