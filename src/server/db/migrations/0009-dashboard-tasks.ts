import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's hidden tasks (SPEC §3 Dashboard "tasks, each with a visibility flag"): tasks are computed from
 * the processes, only the user's choice to hide one is stored, per user and task key. And goals written in an
 * anonymous shared form: they have no owner, only the feedback they are bound to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_hidden_tasks')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_key', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dashboard_hidden_tasks_pk', ['organization_id', 'user_id', 'task_key'])
    .execute();
  await db.schema
    .alterTable('targets')
    .alterColumn('owner_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('targets')
    .addCheckConstraint('targets_owner_or_feedback', sql`owner_id is not null or feedback_id is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('targets').dropConstraint('targets_owner_or_feedback').execute();
  await sql`delete from targets where owner_id is null`.execute(db);
  await db.schema
    .alterTable('targets')
    .alterColumn('owner_id', (c) => c.setNotNull())
    .execute();
  await db.schema.dropTable('dashboard_hidden_tasks').execute();
}
