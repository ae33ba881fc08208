import { sql, type Kysely } from 'kysely';

/**
 * Several instances on one database: an e-mail being sent is held by a lease (who claimed it, until
 * when) instead of a status that every starting instance reset; the embedded provider's signing keys and cookie
 * secrets live in the database (encrypted with OIDC_KEY_SECRET), shared by every instance and rotatable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emails').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('emails').addColumn('lease_until', 'timestamptz').execute();

  await db.schema
    .createTable('oidc_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    // 'sig': a private JWK that signs tokens; 'cookie': a secret that signs the provider's cookies
    .addColumn('use', 'text', (c) => c.notNull())
    // AES-256-GCM under a key derived from OIDC_KEY_SECRET: iv.tag.ciphertext, base64url
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_keys').execute();
  await db.schema.alterTable('emails').dropColumn('lease_until').execute();
  await db.schema.alterTable('emails').dropColumn('claimed_by').execute();
}
