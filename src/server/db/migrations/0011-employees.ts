import { sql, type Kysely } from 'kysely';

/**
 * Employees administration (SPEC §3 User detail, change history): the employee's organizational data, the
 * API lock that keeps provisioning away from hand-kept fields, the change history of every field, and the
 * per-organization bearer tokens of SCIM provisioning (only a hash of each is kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('current_position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hierarchy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_api_update_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('external_id', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_mentor').on('users').column('mentor_id').execute();
  await db.schema
    .createIndex('users_org_name')
    .on('users')
    .columns(['organization_id', 'last_name', 'first_name'])
    .execute();

  await db.schema
    .createTable('user_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('previous_value', 'text')
    .addColumn('new_value', 'text')
    // who made the change: a person (changed_by) or provisioning (changed_by null)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // the administrator behind an impersonated change, when there was one
    .addColumn('impersonated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // false: a provisioning change refused because the employee's API lock is set
    .addColumn('applied', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('user_history_user_idx')
    .on('user_history')
    .columns(['organization_id', 'user_id', 'id'])
    .execute();

  await db.schema
    .createTable('scim_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scim_tokens').execute();
  await db.schema.dropTable('user_history').execute();
  await db.schema.dropIndex('users_org_name').execute();
  await db.schema.dropIndex('users_mentor').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('current_position')
    .dropColumn('hierarchy')
    .dropColumn('location')
    .dropColumn('is_api_update_locked')
    .dropColumn('active')
    .dropColumn('external_id')
    .dropColumn('updated_at')
    .execute();
}
