import { sql, type Kysely } from 'kysely';

/**
 * PDP (process type 2): the uploaded documents of a PDP process (one current, earlier ones archived, the bytes
 * in the file storage under storage_key) and the review dates it had (the last and next review follow from
 * them; SPEC §3 "PDP", §4 PDP statuses).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pdp_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_id', 'integer', (c) => c.notNull().references('processes.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('pdp_documents_org_process')
    .on('pdp_documents')
    .columns(['organization_id', 'process_id', 'uploaded_at'])
    .execute();
  // one current document per PDP: the upload archives the previous one in the same transaction
  await db.schema
    .createIndex('pdp_documents_one_current')
    .on('pdp_documents')
    .column('process_id')
    .unique()
    .where(sql.ref('archived_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('pdp_reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_id', 'integer', (c) => c.notNull().references('processes.id').onDelete('cascade'))
    .addColumn('review_at', 'timestamptz', (c) => c.notNull())
    .addColumn('set_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('set_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('pdp_reviews_org_process')
    .on('pdp_reviews')
    .columns(['organization_id', 'process_id', 'review_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pdp_reviews').execute();
  await db.schema.dropTable('pdp_documents').execute();
}
