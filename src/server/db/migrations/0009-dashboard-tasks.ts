import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's hidden tasks (SPEC §3 Dashboard "tasks, each with a visibility flag"): tasks are computed from
 * the processes, only the user's choice to hide one is stored, per user and task key.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dashboard_hidden_tasks').execute();
}
