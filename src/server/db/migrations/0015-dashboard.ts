import { sql, type Kysely } from 'kysely';

/**
 * The dashboard per user (SPEC §3 Dashboard "widgets"): the stored widget layout (POST /Dashboard/SaveWidgets),
 * and the secret of the personal calendar feed, kept only as a SHA-256 hash (one per user; renewing replaces
 * it, which ends the old feed URL); an index on the processes' mentors for the dashboard's per-user lookups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_layouts')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('layout', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dashboard_layouts_pk', ['organization_id', 'user_id'])
    .execute();

  // the processes one is mentor of (the dashboard's dates and counts look them up per user)
  await db.schema
    .createIndex('processes_org_mentor')
    .on('processes')
    .columns(['organization_id', 'mentor_id'])
    .where(sql.ref('mentor_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('calendar_feed_tokens')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('calendar_feed_tokens_pk', ['organization_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feed_tokens').execute();
  await db.schema.dropTable('dashboard_layouts').execute();
  await db.schema.dropIndex('processes_org_mentor').execute();
}
