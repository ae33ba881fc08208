import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type LogConfig } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock';
import type { Database } from './database';
import { EmptyInListPlugin } from './empty-in-list';
import { PGliteDialect } from './pglite-dialect';
import { PreparingPostgresDialect } from './prepared-statements';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * From now on every statement has the configured deadline (DATABASE_STATEMENT_TIMEOUT_MS). Called once the
   * schema is migrated and the demo seeded: a migration on a large database may rightly take longer.
   */
  limitStatements: () => void;
};

// count(*) and bigint columns come back as strings from pg; our ids and counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// PGlite's postgres starts with the data directory's shared_buffers (128 MB), and setting up that much WebAssembly
// memory is a third of the server's cold start (figures in bench/README.md). The embedded database is for
// one organization's worth of data; the operating system caches the files beneath it as well.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite (in memory or under dataDir/pgdata). `log` sees
 * every query with its duration (the bench counts the statements and time a request spends in the database).
 */
export async function openDatabase(
  config: AppConfig,
  { log }: { log?: LogConfig } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    // connectionTimeoutMillis: while the database is away, a request fails (503) instead of waiting; it bounds
    // both opening a connection and waiting for a free one
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      // a transaction's begin travels with its first statement (see prepared-statements.ts)
      pipeline: true,
    });
    const lost = (error: Error) => process.stderr.write(`database connection lost: ${error.message}\n`);
    // An idle connection that the server ends (restart, failover) emits on the pool; a connection checked out
    // by a request in flight emits on its client. Unheard, either error would end the process. The request's
    // query fails (503), the dead client is dropped on release and the pool opens a new one for the next query.
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    // Fail at start with the driver's reason instead of at the first request.
    const client = await pool.connect();
    client.release();
    let deadline: number | undefined;
    const db = new Kysely<Database>({
      dialect: new PreparingPostgresDialect(pool, { deadlineMs: () => deadline }),
      plugins: [new EmptyInListPlugin()],
      log,
    });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      limitStatements: () => {
        deadline = config.databaseStatementTimeoutMs;
      },
    };
  }
  let dataDir: string | undefined;
  // one process per folder: a second PGlite on a folder in use corrupts it
  let lock: DataFolderLock | undefined;
  if (!config.inMemoryDatabase) {
    dataDir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dataDir, { recursive: true });
    lock = lockDataFolder(dataDir);
  }
  try {
    return await openPglite(dataDir, { log, onClose: () => lock?.release() });
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * PGlite under a folder, or in memory without one. `loadDataDir` starts the in-memory database from a dump
 * (`PGlite.dumpDataDir`) instead of creating an empty cluster: a copy of a migrated, seeded database in a
 * fraction of the time (the API tests start each file's app that way).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { log?: LogConfig; loadDataDir?: Blob; onClose?: () => void } = {},
): Promise<DatabaseHandle & { pglite: PGlite }> {
  // a dump loads only into a named data folder; 'memory://' keeps it in memory
  const folder = dataDir ?? (options.loadDataDir ? 'memory://' : undefined);
  const pglite = new PGlite(folder, { startParams: PGLITE_START_PARAMS, loadDataDir: options.loadDataDir });
  await pglite.waitReady;
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    plugins: [new EmptyInListPlugin()],
    log: options.log,
  });
  return {
    db,
    pglite,
    kind: 'pglite',
    // in the process: it cannot hang while the server answers
    limitStatements: () => undefined,
    close: async () => {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        options.onClose?.();
      }
    },
  };
}
