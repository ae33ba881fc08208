import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { testConfig } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/**
 * Two instances started at the same moment on one empty PostgreSQL database both come up: migration and seeding
 * take turns under an advisory lock. PostgreSQL only: PGlite belongs to one process.
 */
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('instances starting together on an empty database', () => {
  it('both start, and the database holds the seed once', async () => {
    const database = await createTestDatabase();
    const start = async () => {
      const { dataDir, config } = testConfig('dpt-startup-', database.databaseUrl);
      const { app } = await buildServer(config, { logger: false });
      await app.ready();
      return { app, dataDir };
    };
    const started = await Promise.allSettled([start(), start()]);
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
      ]);
      const [first] = started as PromiseFulfilledResult<{
        app: Awaited<ReturnType<typeof buildServer>>['app'];
      }>[];
      const organizations = await first.value.app.db
        .selectFrom('organizations')
        .select('slug')
        .where('slug', '=', 'demo')
        .execute();
      expect(organizations).toHaveLength(1);
    } finally {
      for (const result of started)
        if (result.status === 'fulfilled') {
          await result.value.app.close();
          fs.rmSync(result.value.dataDir, { recursive: true, force: true });
        }
      await database.drop();
    }
  }, 300_000);
});
