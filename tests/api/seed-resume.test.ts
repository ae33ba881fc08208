import path from 'node:path';
import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { ensureDefaultWorkflows } from '../../src/server/db/seed/default-workflows';
import { ensureDemoProcesses } from '../../src/server/db/seed/demo-processes';
import { ensureDemoQuestionnaires } from '../../src/server/db/seed/demo-questionnaires';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { createTestDatabase } from './helpers/test-database';

/**
 * A first start stopped while it makes the demo processes (kill -9, a full disk): the next start must make the
 * whole demo, not find some processes and leave it incomplete for good.
 */
let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const config = loadConfig(
    { DATA_DIR: path.join(os.tmpdir(), 'dpt-seed-resume') },
    { inMemoryDatabase: true, databaseUrl: database.databaseUrl, logLevel: 'silent' },
  );
  handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  await ensureDefaultWorkflows(handle.db);
  await ensureDemoQuestionnaires(handle.db);
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

const countOf = async (table: 'processes' | 'talkrounds') =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db)).rows[0]!
      .n,
  );

describe('the demo seed', () => {
  it('makes all demo processes or none: a start stopped half-way is completed by the next', async () => {
    // the fourth process cannot be stored, as if the server died while making it
    await sql`create function stop_the_seed() returns trigger language plpgsql as $$
      begin
        if (select count(*) from processes) >= 3 then raise exception 'the server stopped'; end if;
        return new;
      end $$`.execute(handle.db);
    await sql`create trigger stop_the_seed before insert on processes
      for each row execute function stop_the_seed()`.execute(handle.db);
    await expect(ensureDemoProcesses(handle.db)).rejects.toThrow(/the server stopped/);
    expect(await countOf('processes')).toBe(0);
    expect(await countOf('talkrounds')).toBe(0);

    await sql`drop trigger stop_the_seed on processes`.execute(handle.db);
    await sql`drop function stop_the_seed`.execute(handle.db);
    // the next start
    await ensureDemoProcesses(handle.db);
    const processes = await countOf('processes');
    expect(processes).toBeGreaterThanOrEqual(20);
    const promotions = await handle.db
      .selectFrom('processes')
      .select('id')
      .where('process_type', '=', PROCESS_TYPES.PROMOTION)
      .execute();
    expect(promotions.length).toBeGreaterThan(0);
    // and the one after changes nothing
    await ensureDemoProcesses(handle.db);
    expect(await countOf('processes')).toBe(processes);
  }, 120_000);
});
