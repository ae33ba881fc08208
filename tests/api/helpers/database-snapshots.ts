import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../../src/server/config';
import { openPglite } from '../../../src/server/db/connect';
import { prepareDatabase } from '../../../src/server/plugins/database';

/** Dumps of a migrated database, with and without the demo seed, that each API test file's PGlite loads. */
export type DatabaseSnapshots = { seeded: string; empty: string };

declare module 'vitest' {
  interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots | null;
  }
}

/**
 * The API project's global set-up. Creating a PGlite cluster, migrating it and seeding the demo takes seconds of
 * CPU, once per test file; loading a dump of the result takes a fraction of that. Both dumps are made here once
 * per run, by the app's own start-up steps (prepareDatabase), so each file still starts on exactly what a fresh
 * start produces. On PostgreSQL (`npm run test:pg`) each file keeps creating and migrating its own database.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.API_TESTS_ON_POSTGRES === '1') {
    project.provide('databaseSnapshots', null);
    return () => {};
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-snapshots-'));
  const dump = async (seedDemoData: boolean): Promise<string> => {
    const config = loadConfig(
      { DATA_DIR: folder, PUBLIC_URL: 'http://localhost:3000' },
      { inMemoryDatabase: true, logLevel: 'silent', seedDemoData },
    );
    const handle = await openPglite(undefined);
    await prepareDatabase(config, { database: handle, mark: () => {} });
    const file = path.join(folder, seedDemoData ? 'seeded.tar' : 'empty.tar');
    const blob = await handle.pglite.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    await handle.close();
    return file;
  };
  project.provide('databaseSnapshots', { seeded: await dump(true), empty: await dump(false) });
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
