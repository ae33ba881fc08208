import { sql, type Kysely } from 'kysely';

/**
 * Sign-in hardening, shared by every instance on one database:
 * - sign_in_throttle: the sign-in limiter's counters and blocks (rate-limiter-flexible's PostgreSQL store layout:
 *   key, points, expire in epoch milliseconds); keys are hashes, no e-mail address or network address is stored;
 * - revoked_grants: the provider grants revoked by a sign-out or a replayed authorization code; an access token
 *   issued under one is refused by the API until the token would have expired anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema
    .createTable('revoked_grants')
    .addColumn('grant_id', 'text', (c) => c.primaryKey())
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_grants').execute();
  await db.schema.dropTable('sign_in_throttle').execute();
}
