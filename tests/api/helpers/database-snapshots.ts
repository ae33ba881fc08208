import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, openPglite, type DatabaseHandle } from '../../../src/server/db/connect';
import { prepareDatabase } from '../../../src/server/plugins/database';

/**
 * A migrated database with and without the demo seed, which each API test file's database starts from: on PGlite
 * the files of a dump (`PGlite.dumpDataDir`), on PostgreSQL the name of a template database.
 */
export type DatabaseSnapshots =
  { kind: 'pglite'; seeded: string; empty: string } | { kind: 'postgres'; seeded: string; empty: string };

declare module 'vitest' {
  interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/**
 * The API project's global set-up. Creating a database, migrating it and seeding the demo takes seconds of CPU,
 * once per test file; copying the result takes a fraction of that. Both starting points are made here once per
 * run by the app's own start-up steps (prepareDatabase), so each file still starts on exactly what a fresh start
 * produces, and the app's own start then migrates and seeds it as it would any database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-snapshots-'));
  const adminUrl = process.env.API_TESTS_ON_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;
  const prepare = async (database: DatabaseHandle, seedDemoData: boolean) => {
    const config = loadConfig(
      { DATA_DIR: folder, PUBLIC_URL: 'http://localhost:3000' },
      { inMemoryDatabase: true, logLevel: 'silent', seedDemoData },
    );
    await prepareDatabase(config, { database, mark: () => {} });
  };

  if (adminUrl) {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const names = { seeded: `dpt_template_seeded_${suffix}`, empty: `dpt_template_empty_${suffix}` };
    await onServer(adminUrl, `create database ${names.seeded}`, `create database ${names.empty}`);
    for (const [name, seeded] of [
      [names.seeded, true],
      [names.empty, false],
    ] as const) {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const config = loadConfig({ DATA_DIR: folder }, { databaseUrl: url.toString(), logLevel: 'silent' });
      const database = await openDatabase(config);
      await prepare(database, seeded);
      await database.close();
    }
    project.provide('databaseSnapshots', { kind: 'postgres', ...names });
    return async () => {
      await onServer(
        adminUrl,
        `drop database ${names.seeded} with (force)`,
        `drop database ${names.empty} with (force)`,
      );
      fs.rmSync(folder, { recursive: true, force: true });
    };
  }

  const dump = async (seeded: boolean): Promise<string> => {
    const database = await openPglite(undefined);
    await prepare(database, seeded);
    const file = path.join(folder, seeded ? 'seeded.tar' : 'empty.tar');
    const blob = await database.pglite.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    await database.close();
    return file;
  };
  project.provide('databaseSnapshots', {
    kind: 'pglite',
    seeded: await dump(true),
    empty: await dump(false),
  });
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}

async function onServer(adminUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
