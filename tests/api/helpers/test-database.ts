import crypto from 'node:crypto';
import pg from 'pg';

/**
 * With API_TESTS_ON_POSTGRES=1 and TEST_DATABASE_URL (postgres://.../postgres) each test file gets a fresh
 * PostgreSQL database (`npm run test:pg` sets both), empty or a copy of `template`; otherwise tests use PGlite in
 * memory, even when CI has TEST_DATABASE_URL in the environment, so that `npm run test` always covers PGlite.
 */
export async function createTestDatabase(
  options: { template?: string } = {},
): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.API_TESTS_ON_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;
  if (!adminUrl) return { drop: async () => {} };
  const name = `dpt_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
