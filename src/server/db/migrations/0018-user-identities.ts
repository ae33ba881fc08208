import { sql, type Kysely } from 'kysely';

/**
 * Sign-in identities at an external OpenID Connect issuer (docs/deployment.md, "Sign-in at your own identity provider"): the issuer's subject of a person,
 * remembered when they are first matched to an employee by the configured claim (e-mail or employee number).
 * Later sign-ins find the employee by (issuer, subject) alone, so a changed e-mail at the issuer still matches.
 * One subject of an issuer belongs to one employee per organization; the embedded provider needs no rows here
 * (its subject is the employee's `users.subject`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_identities_subject', ['organization_id', 'issuer', 'subject'])
    // an employee has at most one subject of an issuer: a second person with the same e-mail is not matched
    .addUniqueConstraint('user_identities_user', ['organization_id', 'issuer', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_identities').execute();
}
