import type { Kysely } from 'kysely';

/**
 * A notification names the process it is about, so that its link is decided when it is read: the first
 * feedback of the process the reader may read at that moment, not the page chosen when it was written.
 * Notifications written before carry none and keep their stored route.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('process_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('process_id').execute();
}
