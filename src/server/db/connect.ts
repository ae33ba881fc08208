import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from './database';
import { PGliteDialect } from './pglite-dialect';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

// count(*) and bigint columns come back as strings from pg; our ids and counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite (in memory or under dataDir/pgdata). */
export async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, failover) emits on the pool; unheard, that
    // error would end the process. The pool opens a new connection for the next query.
    pool.on('error', (error) => process.stderr.write(`database connection lost: ${error.message}\n`));
    // Fail at start with the driver's reason instead of at the first request.
    const client = await pool.connect();
    client.release();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let pglite: PGlite;
  if (config.inMemoryDatabase) {
    pglite = new PGlite();
  } else {
    const dir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
