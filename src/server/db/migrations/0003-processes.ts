import { sql, type Kysely } from 'kysely';

/**
 * Feedback processes: talkrounds, processes, their feedbacks (one per feedback type, each with the exact
 * questionnaire version it uses), the stored answers, and the audit trail of every action (process_events).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('talkrounds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('finished', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('talkrounds_org_type')
    .on('talkrounds')
    .columns(['organization_id', 'process_type'])
    .execute();

  await db.schema
    .createTable('processes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_type', 'integer', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('talkround_id', 'integer', (c) => c.references('talkrounds.id').onDelete('set null'))
    .addColumn('title', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('talk_date', 'timestamptz')
    .addColumn('talk_date_reached', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('mentor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('partner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closed_reason_id', 'integer')
    .addColumn('closed_reason', 'text')
    .addColumn('copied_from_id', 'integer', (c) => c.references('processes.id').onDelete('set null'))
    // the client's key of a copy request: repeating it returns the same copy (safe to retry)
    .addColumn('copy_key', 'uuid')
    .addColumn('lock_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('processes_org_copy_key', ['organization_id', 'copy_key'])
    .execute();
  await db.schema
    .createIndex('processes_org_recipient')
    .on('processes')
    .columns(['organization_id', 'recipient_id'])
    .execute();
  await db.schema
    .createIndex('processes_org_status')
    .on('processes')
    .columns(['organization_id', 'process_type', 'status_id'])
    .execute();
  await db.schema
    .createIndex('processes_talk_date_open')
    .on('processes')
    .column('talk_date')
    .where(sql.ref('talk_date_reached'), '=', false)
    .execute();

  await db.schema
    .createTable('feedbacks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_id', 'integer', (c) => c.notNull().references('processes.id').onDelete('cascade'))
    .addColumn('feedback_type', 'integer', (c) => c.notNull())
    .addColumn('donor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // null only for the comparison (type 4), which shows the two evaluations' forms
    .addColumn('form_id', 'integer', (c) => c.references('forms.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('is_in_progress', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_submitted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('veto_comment', 'text')
    .addColumn('access_token_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('feedbacks_process').on('feedbacks').column('process_id').execute();
  await db.schema
    .createIndex('feedbacks_org_donor')
    .on('feedbacks')
    .columns(['organization_id', 'donor_id'])
    .execute();
  // one feedback per type and process, except anonymous ones (10), of which a process may have many
  await db.schema
    .createIndex('feedbacks_process_type')
    .on('feedbacks')
    .columns(['process_id', 'feedback_type'])
    .unique()
    .where(sql.ref('feedback_type'), '<>', 10)
    .execute();

  const valueTable = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('organization_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedbacks.id').onDelete('cascade'))
      .addColumn('element_id', 'text', (c) => c.notNull());
  await valueTable('feedback_item_values')
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('value_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('feedback_item_values_pk', ['feedback_id', 'element_id'])
    .execute();
  await valueTable('feedback_matrix_values')
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('value_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('feedback_matrix_values_pk', ['feedback_id', 'element_id', 'item_id'])
    .execute();
  // item_key is '' for the comment of a question without items (SQL keys cannot be null)
  await valueTable('feedback_comments')
    .addColumn('item_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('value_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('feedback_comments_pk', ['feedback_id', 'element_id', 'item_key'])
    .execute();
  // Keyed by (feedback, row) rather than by the client's row id alone: a row id sent for one feedback can
  // then never touch another feedback's row, and a copied process keeps its rows' ids.
  await valueTable('feedback_table_items')
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('cells', 'jsonb', (c) => c.notNull())
    .addColumn('value_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('feedback_table_items_pk', ['feedback_id', 'row_id'])
    .execute();
  await valueTable('feedback_career_data')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('value_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('feedback_career_data_pk', ['feedback_id', 'element_id'])
    .execute();

  await db.schema
    .createTable('process_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('process_id', 'integer', (c) => c.notNull().references('processes.id').onDelete('cascade'))
    .addColumn('feedback_id', 'integer', (c) => c.references('feedbacks.id').onDelete('set null'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('trigger', 'integer')
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer')
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('process_events_process').on('process_events').column('process_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'process_events',
    'feedback_career_data',
    'feedback_table_items',
    'feedback_comments',
    'feedback_matrix_values',
    'feedback_item_values',
    'feedbacks',
    'processes',
    'talkrounds',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
