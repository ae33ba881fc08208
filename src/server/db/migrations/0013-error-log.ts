import { sql, type Kysely } from 'kysely';

/**
 * The error log (SPEC §3 "Error log entry", §8 error log types) and the e-mail overview's search (SPEC §7
 * E-mails). An entry names its organization, time, user (if any), type and a description made of a route
 * pattern and a problem code, never a URL, token, password or answer. `error_id` is the id a 500 answer
 * carries, so that the id a user reports finds the entry.
 *
 * E-mails get the words of sender, recipient and subject as a stored tsvector (a generated column, so the
 * outbox's writers need not know it) with a GIN index, and indexes on the overview's sorts: the overview of 100,000 e-mails pages from an index, and a keyword finds e-mails by word prefixes
 * (pg_trgm, which would find any substring, is not part of PGlite).
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

  // the words of sender, recipient and subject, lowercased, split at punctuation and spaces (stored: a row is
  // checked against a keyword without computing them again)
  await sql`alter table emails add column search_words tsvector generated always as
    (to_tsvector('simple', regexp_replace(lower(sender || ' ' || recipient || ' ' || subject),
      '[[:punct:][:space:]]+', ' ', 'g'))) stored`.execute(db);
  await sql`create index emails_org_listed on emails
    (organization_id, (coalesce(sending_date_time, created_at)) desc, id desc)`.execute(db);
  // the other sorts of the overview, each with the id as tie-breaker
  for (const column of ['sender', 'recipient', 'subject', 'status'])
    await sql`create index ${sql.raw(`emails_org_${column}`)} on emails (organization_id, ${sql.ref(column)}, id)`.execute(
      db,
    );
  // keyword search: the words found by prefix
  await sql`create index emails_search on emails using gin (search_words)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists emails_search`.execute(db);
  for (const column of ['sender', 'recipient', 'subject', 'status'])
    await sql`drop index if exists ${sql.raw(`emails_org_${column}`)}`.execute(db);
  await sql`drop index if exists emails_org_listed`.execute(db);
  await sql`alter table emails drop column if exists search_words`.execute(db);
  await db.schema.dropTable('error_log').execute();
}
