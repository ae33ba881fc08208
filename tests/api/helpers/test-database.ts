import crypto from 'node:crypto';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL (postgres://.../postgres) each test file gets a fresh PostgreSQL database;
 * without it, tests use PGlite in memory. Returns the DATABASE_URL to use and a cleanup.
 */
export async function createTestDatabase(): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { drop: async () => {} };
  const name = `dpt_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
