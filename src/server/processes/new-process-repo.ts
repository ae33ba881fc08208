import { sql, type Insertable } from 'kysely';
import type { Database, FeedbackRow } from '../db/database';
import type { Db } from './repo';

/**
 * Takes the transaction-scoped advisory lock of one recipient: two creates for the same recipient run one
 * after the other, so both cannot pass the "no open process" check.
 */
export async function lockRecipientForCreate(trx: Db, organizationId: number, recipientId: number) {
  await sql`select pg_advisory_xact_lock(${organizationId}, ${recipientId})`.execute(trx);
}

/**
 * A process of the recipient of that type not in one of the `ended` statuses, in the talkround (none when
 * `talkroundId` is null); undefined when there is none.
 */
export async function findOpenProcess(
  trx: Db,
  organizationId: number,
  open: { recipientId: number; processType: number; ended: readonly number[]; talkroundId: number | null },
) {
  const query = trx
    .selectFrom('processes')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('recipient_id', '=', open.recipientId)
    .where('process_type', '=', open.processType)
    .where('status_id', 'not in', [...open.ended]);
  const { talkroundId } = open;
  return (
    talkroundId === null
      ? query.where('talkround_id', 'is', null)
      : query.where('talkround_id', '=', talkroundId)
  ).executeTakeFirst();
}

/** Inserts a process; returns its id. */
export async function insertProcessRow(trx: Db, row: Insertable<Database['processes']>): Promise<number> {
  const { id } = await trx.insertInto('processes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Inserts the feedbacks of a process in one statement; returns their rows (none for no rows). */
export async function insertFeedbackRows(
  trx: Db,
  rows: readonly (Insertable<Database['feedbacks']> & { process_id: number })[],
): Promise<FeedbackRow[]> {
  if (rows.length === 0) return [];
  return trx
    .insertInto('feedbacks')
    .values([...rows])
    .returningAll()
    .$narrowType<{ process_id: number }>()
    .execute();
}

/** The process copied under a copy key (the copy's correlation id); undefined when there is none yet. */
export async function findCopy(db: Db, organizationId: number, copyKey: string) {
  return db
    .selectFrom('processes')
    .select(['id', 'copied_from_id'])
    .where('organization_id', '=', organizationId)
    .where('copy_key', '=', copyKey)
    .executeTakeFirst();
}
