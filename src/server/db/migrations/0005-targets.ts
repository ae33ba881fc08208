import { sql, type Kysely } from 'kysely';

/**
 * Goals (SPEC §3 Target): one row per goal, keyed by the organization and the goal's client-generated id (so a
 * retried save updates instead of duplicating, and an id can never reach another organization's goal).
 * A goal belongs to an employee (owner); goals written in a feedback keep the process, feedback, its type and
 * the target field; final goals copied from a MAFEG documentation keep the process and the source goal's id.
 * Sub-goals and actions are ordered lists (jsonb arrays).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('targets')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('personal', 'final')`))
    .addColumn('process_id', 'integer', (c) => c.references('processes.id').onDelete('cascade'))
    .addColumn('feedback_id', 'integer', (c) => c.references('feedbacks.id').onDelete('cascade'))
    .addColumn('feedback_type', 'integer')
    .addColumn('element_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_date', 'date')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment_author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (0, 10, 20, 100, 110, 120)`))
    .addColumn('sub_targets', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('actions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('copied_from', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('targets_pk', ['organization_id', 'id'])
    .execute();
  await db.schema
    .createIndex('targets_org_owner')
    .on('targets')
    .columns(['organization_id', 'owner_id'])
    .execute();
  await db.schema.createIndex('targets_feedback').on('targets').column('feedback_id').execute();
  await db.schema.createIndex('targets_process').on('targets').column('process_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('targets').execute();
}
