import { sql, type Kysely } from 'kysely';

/**
 * Questionnaires (forms) with versions, workflow settings per process type, and which questionnaire
 * serves which feedback type of a process type (form settings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per version; versions of one questionnaire share correlation_id (DESIGN "Data").
  await db.schema
    .createTable('forms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('correlation_id', 'uuid', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('questionnaire_type', 'integer', (c) => c.notNull())
    .addColumn('is_draft', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pages', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addUniqueConstraint('forms_org_correlation_version', ['organization_id', 'correlation_id', 'version'])
    .execute();
  await db.schema
    .createIndex('forms_org')
    .on('forms')
    .columns(['organization_id', 'correlation_id'])
    .execute();

  await db.schema
    .createTable('workflows')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_type', 'integer', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('workflows_org_type', ['organization_id', 'process_type'])
    .execute();

  await db.schema
    .createTable('form_settings')
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_type', 'integer', (c) => c.notNull())
    .addColumn('feedback_type', 'integer', (c) => c.notNull())
    .addColumn('form_correlation_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_settings_pk', ['organization_id', 'process_type', 'feedback_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_settings').execute();
  await db.schema.dropTable('workflows').execute();
  await db.schema.dropTable('forms').execute();
}
