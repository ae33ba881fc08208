import { sql, type Kysely } from 'kysely';

/**
 * The e-mail outbox (SPEC §3 "E-mail", DESIGN "Data") and shared anonymous feedbacks: a questionnaire shared
 * by e-mail (POST /feedbacks/share) is filled in without sign-in, outside any process, so a feedback's
 * process becomes optional; `shared_by_id` names who shared it (the answers stay anonymous).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('emails')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('cc', 'text')
    .addColumn('bcc', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    // SPEC §3: 0 cancelled, 1 sending, 2 pending, 3 sent, 4 failed, 5 received
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sending_date_time', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('emails_org_sent')
    .on('emails')
    .columns(['organization_id', 'sending_date_time'])
    .execute();
  await db.schema.createIndex('emails_status').on('emails').columns(['status', 'id']).execute();

  await db.schema
    .alterTable('feedbacks')
    .alterColumn('process_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('feedbacks')
    .addColumn('shared_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from feedbacks where process_id is null`.execute(db);
  await db.schema.alterTable('feedbacks').dropColumn('shared_by_id').execute();
  await db.schema
    .alterTable('feedbacks')
    .alterColumn('process_id', (c) => c.setNotNull())
    .execute();
  await db.schema.dropTable('emails').execute();
}
