import { sql, type Kysely } from 'kysely';
import { EMAIL_MAX_ATTEMPTS, EMAIL_STATUSES } from '../../engine/constants';
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

/**
 * Claims up to `limit` pending e-mails for sending (status 1). `for update skip locked` lets several server
 * instances work the same outbox without sending a message twice.
 */
export async function claimPending(db: Kysely<Database>, limit: number): Promise<OutgoingMail[]> {
  const rows = await db
    .updateTable('emails')
    .set({ status: EMAIL_STATUSES.sending, attempts: sql`attempts + 1` })
    .where(
      'id',
      'in',
      db
        .selectFrom('emails')
        .select('id')
        .where('status', '=', EMAIL_STATUSES.pending)
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
      id: r.id,
      from: r.sender,
      to: r.recipient,
      cc: r.cc,
      bcc: r.bcc,
      subject: r.subject,
      text: r.body_text,
      html: r.body_html,
    }));
}

export async function markSent(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db
    .updateTable('emails')
    .set({ status: EMAIL_STATUSES.sent, sending_date_time: at, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Back to pending for another attempt, or failed (4) after EMAIL_MAX_ATTEMPTS. */
export async function markAttemptFailed(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db
    .updateTable('emails')
    .set({
      status: sql`case when attempts >= ${EMAIL_MAX_ATTEMPTS} then ${EMAIL_STATUSES.failed} else ${EMAIL_STATUSES.pending} end`,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}

/** E-mails left "sending" by a stopped server go back to pending (at start). */
export async function releaseStale(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('emails')
    .set({ status: EMAIL_STATUSES.pending })
    .where('status', '=', EMAIL_STATUSES.sending)
    .execute();
}
