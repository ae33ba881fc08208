import type { LogEvent } from 'kysely';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect';

/** What one kind of request costs in the database, measured one request at a time (no queueing). */
export type QueryProfile = {
  /** statements per request, a transaction's begin and commit included (the driver runs them as queries) */
  statements: number;
  /** milliseconds per request spent waiting for the database's answers (median) */
  databaseMs: number;
  /** milliseconds per request from inject to response (median) */
  requestMs: number;
  /**
   * CPU milliseconds of this process per request (median): on PGlite the database runs in the server's thread,
   * so this is what one request costs everyone else; unlike wall time it barely moves with the machine's load
   */
  cpuMs: number;
  /** the statements of the last request, shortened, for reading where the time goes */
  sample: string[];
};

export type ProfiledRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
};

export type ProfileOptions = {
  /** opens the database in place of openDatabase: the same requests on another dialect or its options (A/B) */
  open?: (config: AppConfig, log: (event: LogEvent) => void) => Promise<DatabaseHandle>;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Builds the app in this process on the bench's data directory with a query log and sends each request kind
 * `rounds` times one after the other (after one warm-up): how many statements a request runs and how long
 * it waits for them.
 */
export async function profileQueries(
  dataDir: string,
  databaseUrl: string | undefined,
  publicUrl: string,
  requests: Record<string, (n: number) => ProfiledRequest>,
  rounds = 30,
  { open }: ProfileOptions = {},
): Promise<Record<string, QueryProfile>> {
  let log: { sql: string; ms: number }[] = [];
  const record = (event: LogEvent) => {
    log.push({ sql: event.query.sql, ms: event.queryDurationMillis });
  };
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { logLevel: 'silent' },
  );
  const database = open ? await open(config, record) : await openDatabase(config, { log: record });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const profiles: Record<string, QueryProfile> = {};
  try {
    for (const [name, request] of Object.entries(requests)) {
      const counts: number[] = [];
      const dbMs: number[] = [];
      const reqMs: number[] = [];
      const cpuMs: number[] = [];
      let sample: string[] = [];
      for (let n = 0; n <= rounds; n++) {
        log = [];
        const r = request(n);
        const cpu = process.cpuUsage();
        const started = performance.now();
        const res = await app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.body });
        const ms = performance.now() - started;
        const used = process.cpuUsage(cpu);
        if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        if (n === 0) continue; // warm-up: caches fill
        counts.push(log.length);
        dbMs.push(log.reduce((sum, q) => sum + q.ms, 0));
        reqMs.push(ms);
        cpuMs.push((used.user + used.system) / 1000);
        sample = log.map((q) => `${q.ms.toFixed(2)} ms  ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
      profiles[name] = {
        statements: median(counts),
        databaseMs: median(dbMs),
        requestMs: median(reqMs),
        cpuMs: median(cpuMs),
        sample,
      };
    }
  } finally {
    await app.close();
  }
  return profiles;
}
