import { describeLoad, loadFailure, okPerSecond, runLoad } from '../lib/load-run';
import type { BenchRow } from '../lib/report';
import { onGrownServer } from '../lib/grown-server';
import { onPGliteAndPostgres } from '../lib/throwaway-postgres';
import { readerTokens } from '../lib/tokens';
import { grow as growBulk } from './feedbacks';

const suite = 'dashboard';
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const CONNECTIONS = 50;
const DURATION_S = 10;

/**
 * GET /Dashboard/GetProcesses and GET /Dashboard/GetDates on the demo organization grown by
 * 5,000 employees and 20,000 processes, 50 connections for 10 s each, for HR (counts over the whole
 * organization) and for the head of sales (every bench employee is an indirect report: the recursive CTE
 * walks 5,050 people). On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * server (the target, p99 < 100 ms, is PostgreSQL's; BENCH_POSTGRES_ONLY=1 runs only that). A yardstick row measures GetWidgets (one primary-key
 * read) under the same load: what every authenticated request costs on the machine.
 */
export async function runDashboard(): Promise<BenchRow[]> {
  return onPGliteAndPostgres('dashboard', 'dpt_bench_dash', runOn);
}

/** 50 connections of one user on one path for 10 s. */
const load = (url: string, token: string, path: string, duration = DURATION_S) =>
  runLoad({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' },
  });

async function runOn(label: string, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const grow = async (dataDir: string) => ({
    ...(await growBulk(dataDir, databaseUrl)),
    tokens: await readerTokens(dataDir, `http://localhost:${PORT}`, databaseUrl),
  });
  return onGrownServer({ port: PORT, databaseUrl, grow }, async (server, { employees, tokens }) => {
    const cases: [string, string, string][] = [
      ['GET /Dashboard/GetProcesses (HR)', tokens.hr, '/api/Dashboard/GetProcesses'],
      ['GET /Dashboard/GetDates (HR)', tokens.hr, '/api/Dashboard/GetDates'],
      ['GET /Dashboard/GetProcesses (head of sales)', tokens.head, '/api/Dashboard/GetProcesses'],
      ['GET /Dashboard/GetDates (head of sales)', tokens.head, '/api/Dashboard/GetDates'],
      // yardstick: one primary-key read behind the same sign-in, membership and routing
      ['yardstick: GET /Dashboard/GetWidgets (HR)', tokens.hr, '/api/Dashboard/GetWidgets'],
    ];
    const rows: BenchRow[] = [];
    for (const [name, token, path] of cases) {
      await load(server.url, token, path, 2); // warm-up: token check, caches
      const r = await load(server.url, token, path);
      rows.push({
        suite,
        metric: `${name} p99 (${label}, ${CONNECTIONS} conn)`,
        value: r.result.latency.p99,
        unit: 'ms',
        target: databaseUrl && !name.startsWith('yardstick') ? { op: '<', limit: 100 } : undefined,
        note: `p50 ${r.result.latency.p50} ms, ${okPerSecond(r).toFixed(0)} 2xx/s, ${describeLoad(r)}; ${employees.length} bench employees`,
        failed: loadFailure(r),
      });
    }
    return rows;
  });
}
