import type { Kysely } from 'kysely';

/**
 * A failed attempt to send an e-mail puts it back to pending with a back-off; the outbox worker does
 * not claim it again before `next_attempt_at` (null: at once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emails').addColumn('next_attempt_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emails').dropColumn('next_attempt_at').execute();
}
