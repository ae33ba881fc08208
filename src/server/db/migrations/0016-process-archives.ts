import { sql, type Kysely } from 'kysely';

/**
 * The process archive (SPEC §7 Archive): one row per process that reached its final or closed
 * status, written in the transaction of that status change. The row is the job's queue entry and the archive's
 * state at once: `queued` until a worker claims it (`for update skip locked`, so one instance renders it),
 * `running` while leased, `done` with the storage keys of the four PDFs, `failed` after the last attempt.
 * `generation` grows with every re-queue (a re-archive by HR), so a run of an older generation cannot overwrite
 * a newer one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('process_archives')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_id', 'integer', (c) =>
      c.notNull().unique().references('processes.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('language', 'text')
    .addColumn('conclusion_key', 'text')
    .addColumn('self_evaluation_key', 'text')
    .addColumn('supervisor_evaluation_key', 'text')
    .addColumn('comparison_key', 'text')
    .addColumn('last_error', 'text')
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    .execute();
  // the worker's claim: due rows in order
  await sql`create index process_archives_due on process_archives (next_attempt_at)
    where state in ('queued', 'running')`.execute(db);
  await sql`create index process_archives_org on process_archives (organization_id, process_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('process_archives').execute();
}
