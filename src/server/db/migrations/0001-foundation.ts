import { sql, type Kysely } from 'kysely';

/** Organizations, sign-in accounts, employees and the OIDC provider's storage. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('theme', 'jsonb')
    .addColumn('custom_css', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo_png', 'bytea')
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('shorthand', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picture', 'text')
    .addColumn('supervisor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('mentor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('language_key', 'text', (c) => c.notNull().defaultTo('de-DE'))
    .addColumn('theme_mode', 'text', (c) => c.notNull().defaultTo('light'))
    .addColumn('can_be_impersonated', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('users_org_subject', ['organization_id', 'subject'])
    .addUniqueConstraint('users_org_shorthand', ['organization_id', 'shorthand'])
    .execute();
  await db.schema.createIndex('users_subject').on('users').column('subject').execute();
  await db.schema.createIndex('users_supervisor').on('users').column('supervisor_id').execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['kind', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['oidc_payloads', 'users', 'accounts', 'organizations']) {
    await db.schema.dropTable(table).execute();
  }
}
