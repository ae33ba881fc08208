import type { Kysely } from 'kysely';

/**
 * An archive being rendered names the worker that claimed it (`claimed_by`), so that the worker's
 * heartbeat renews the short lease of its own claims only, and a run whose claim was taken over by another worker
 * (its lease ran out) can neither record its documents nor fail the archive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('process_archives').addColumn('claimed_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('process_archives').dropColumn('claimed_by').execute();
}
