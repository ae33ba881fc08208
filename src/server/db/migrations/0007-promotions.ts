import { sql, type Kysely } from 'kysely';

/**
 * Promotions (SPEC §3 "Promotion user"): the organization's position catalogue with the level that decides
 * the promotion date rule, and the promotion state of a promotion process that is not a feedback value (the
 * hardfacts check by HR). Career path, development type, target position and date live in the nomination's
 * career data (feedback_career_data); confirmed or denied is the process status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('career_positions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('career_path', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('career_positions_org_key', ['organization_id', 'key'])
    .execute();

  await db.schema
    .createTable('promotion_states')
    .addColumn('process_id', 'integer', (c) => c.primaryKey().references('processes.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('hardfacts_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hardfacts_set_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_states').execute();
  await db.schema.dropTable('career_positions').execute();
}
