import { sql, type Kysely } from 'kysely';

/**
 * Impersonation (SPEC §6): a full administrator acts as an employee for a limited time, and every write made
 * meanwhile is recorded with both identities.
 *
 * An impersonation belongs to the administrator's sign-in: to the provider session (`session_id`, the access
 * token's `sid` claim) when the token carries one, otherwise to the administrator in the organization. It
 * ends when the administrator stops it, starts another, signs out (the web client stops it first; a new
 * provider session does not see it), or at `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('impersonations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  // the one question asked on every request of a full administrator: is an impersonation of theirs running?
  await db.schema
    .createIndex('impersonations_running_idx')
    .on('impersonations')
    .columns(['organization_id', 'admin_id'])
    .where(sql.ref('ended_at'), 'is', null)
    .execute();

  // Names are kept as they were, and the ids survive a deleted employee as null: the record must outlive them.
  await db.schema
    .createTable('impersonation_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('impersonation_id', 'integer', (c) => c.references('impersonations.id').onDelete('set null'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('status_code', 'smallint', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('impersonation_audit_org_at_idx')
    .on('impersonation_audit')
    .columns(['organization_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('impersonation_audit').execute();
  await db.schema.dropTable('impersonations').execute();
}
