import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../src/server/app';
import type { AppConfig } from '../../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect';
import { testConfig } from './test-app';
import { createTestDatabase } from './test-database';

/** One running instance of the app: its own data folder and connections, the cluster's database. */
export type Instance = { app: FastifyInstance; config: AppConfig; close: () => Promise<void> };

export type Cluster = {
  /** builds and readies one more instance on the cluster's database */
  start: (overrides?: Partial<AppConfig>) => Promise<Instance>;
  /** the database as the first instance sees it (for arranging and checking rows) */
  db: () => FastifyInstance['db'];
  close: () => Promise<void>;
};

/**
 * Several instances of the real app on one database, as behind a load balancer: on PostgreSQL (`npm run
 * test:pg`) each instance has its own connection pool and the LISTEN/NOTIFY backplane; on PGlite they share the
 * one in-memory database handle (the embedded database is a single process's). Each instance has its own data
 * folder, as separate machines would.
 */
export async function startCluster(shared: Partial<AppConfig> = {}): Promise<Cluster> {
  const database = await createTestDatabase();
  const instances = new Set<Instance>();
  let pglite: DatabaseHandle | undefined;
  let first: Instance | undefined;

  const start = async (overrides: Partial<AppConfig> = {}): Promise<Instance> => {
    const { dataDir, config } = testConfig('dpt-instance-', database.databaseUrl, {
      ...shared,
      ...overrides,
    });
    if (!config.databaseUrl) pglite ??= await openDatabase(config);
    const handle = pglite ? { ...pglite, close: async () => {} } : undefined;
    const { app } = await buildServer(config, { logger: false, ...(handle ? { database: handle } : {}) });
    await app.ready();
    const instance: Instance = {
      app,
      config,
      close: async () => {
        if (!instances.delete(instance)) return;
        await app.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    instances.add(instance);
    first ??= instance;
    return instance;
  };

  return {
    start,
    db: () => {
      if (!first) throw new Error('start an instance first');
      return pglite?.db ?? [...instances][0]?.app.db ?? first.app.db;
    },
    close: async () => {
      for (const instance of [...instances]) await instance.close();
      await pglite?.close();
      await database.drop();
    },
  };
}
