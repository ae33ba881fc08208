import { sql, type Kysely } from 'kysely';

/**
 * Notification templates and e-mail notifications. Defaults live in code (src/engine/notifications): an
 * organization has a row here only for a template it changed, and resetting deletes the row. A person's
 * e-mail switch per kind is on unless a row here turns it off. Sent reminders are keyed uniquely, so that a
 * reminder goes out once even when several instances run the job at the same time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_templates')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'jsonb', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_templates_pk', ['organization_id', 'kind'])
    .execute();
  await db.schema
    .createTable('notification_email_optouts')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_email_optouts_pk', ['organization_id', 'user_id', 'kind'])
    .execute();
  await db.schema
    .createTable('sent_reminders')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email_id', 'integer')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sent_reminders_pk', ['organization_id', 'kind', 'subject_key', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sent_reminders').execute();
  await db.schema.dropTable('notification_email_optouts').execute();
  await db.schema.dropTable('notification_templates').execute();
}
