import { sql, type Kysely } from 'kysely';

/**
 * The error log (SPEC §3 "Error log entry", §8 error log types) and the e-mail overview's search (SPEC §7
 * E-mails). An entry names its organization, time, user (if any), type and a description made of a route
 * pattern and a problem code, never a URL, token, password or answer. `error_id` is the id a 500 answer
 * carries, so that the id a user reports finds the entry.
 *
 * E-mails get a lowercased search text of sender, recipient and subject (a stored generated column, so the
 * outbox's writers need not know it) and an index on the overview's default order: the list of 100,000 e-mails
 * pages from the index, and a keyword scans one narrow column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('error_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('error_id', 'text')
    .execute();
  await sql`create index error_log_org_time on error_log (organization_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index error_log_org_type_time on error_log (organization_id, type, created_at desc)`.execute(
    db,
  );
  await sql`create index error_log_error_id on error_log (organization_id, error_id) where error_id is not null`.execute(
    db,
  );
  await sql`create index error_log_org_user on error_log (organization_id, user_id, created_at desc)`.execute(
    db,
  );
  // the retention job deletes by age across organizations
  await db.schema.createIndex('error_log_time').on('error_log').column('created_at').execute();

  await sql`alter table emails add column search_text text generated always as
    (lower(sender || ' ' || recipient || ' ' || subject)) stored`.execute(db);
  await sql`create index emails_org_listed on emails
    (organization_id, (coalesce(sending_date_time, created_at)) desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists emails_org_listed`.execute(db);
  await sql`alter table emails drop column if exists search_text`.execute(db);
  await db.schema.dropTable('error_log').execute();
}
