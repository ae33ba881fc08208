import fs from 'node:fs';
import autocannon from 'autocannon';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connect';
import type { BenchRow } from '../lib/report';
import { onThrowawayPostgres } from '../lib/throwaway-postgres';
import { makeDataDir, startServer } from '../lib/server-process';
import { accessToken } from '../lib/tokens';
import { grow } from './feedbacks';

const suite = 'mix';
const PORT = 3294;
const USERS = Number(process.env.BENCH_MIX_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 120);
/** each user acts once a second: a person clicking and typing through a feedback, not a loop without pause */
const RATE_PER_USER = 1;
const SIZE = { employees: 5_000, processes: 20_000, supervisors: 50 };

/**
 * Issue 20 item 3: 200 users doing the realistic mix of the load test for 2 minutes, on PGlite and (with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL. Each user, in turn and once a second: starts a
 * session, lists their processes, opens their self-evaluation, saves three answers, reads the notifications.
 * Targets: no errors, p99 < 100 ms, server memory flat (the last minute's mean within 5 % of the first's).
 * BENCH_MIX_USERS / BENCH_MIX_SECONDS change the size for a quick look (the targets hold for 200 / 120).
 */
export async function runMix(): Promise<BenchRow[]> {
  const rows = await runOn('PGlite', undefined);
  rows.push(
    ...((await onThrowawayPostgres('mix', 'dpt_bench_mix', (url) => runOn('PostgreSQL', url))) ?? []),
  );
  return rows;
}

/** The ids of the employees with the given subjects (the notifications route names the caller's id). */
async function userIds(dataDir: string, databaseUrl: string | undefined, subjects: string[]) {
  const handle = await openDatabase(
    loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, {}),
  );
  try {
    const rows = await handle.db
      .selectFrom('users')
      .select(['id', 'subject'])
      .where('subject', 'in', subjects)
      .execute();
    return new Map(rows.map((r) => [r.subject, r.id]));
  } finally {
    await handle.close();
  }
}

/** The server's resident memory in MB (Linux), undefined where /proc is not there. */
function rssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function runOn(label: string, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const dataDir = makeDataDir();
  const publicUrl = `http://localhost:${PORT}`;
  const env: Record<string, string> = {
    PUBLIC_URL: publicUrl,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const entry = ['--enable-source-maps', process.env.BENCH_SERVER ?? 'dist-server/main.js'];
  try {
    await (await startServer(dataDir, PORT, env, entry)).stop();
    const { employees, element } = await grow(dataDir, databaseUrl, SIZE);
    const users = employees.slice(0, USERS);
    const ids = await userIds(
      dataDir,
      databaseUrl,
      users.map((u) => u.subject),
    );
    const people = await Promise.all(
      users.map(async (u) => ({
        ...u,
        userId: ids.get(u.subject)!,
        token: await accessToken(dataDir, publicUrl, u.subject),
      })),
    );
    const server = await startServer(dataDir, PORT, env, entry);
    try {
      // the first request of a started server compiles and fills caches: once alone, not inside the load
      const first = people[0]!;
      const headers = { authorization: `Bearer ${first.token}`, 'x-organization': 'demo' };
      for (const path of ['/api/Session/Initialize', `/api/Feedbacks?feedbackId=${first.selfEvaluationId}`])
        await fetch(`${server.url}${path}`, { headers });
      const memory: { at: number; mb: number }[] = [];
      const started = performance.now();
      const sampler = setInterval(() => {
        const mb = rssMb(server.pid);
        if (mb !== undefined) memory.push({ at: (performance.now() - started) / 1000, mb });
      }, 2000);
      let next = 0;
      type Context = { who?: (typeof people)[number]; n?: number };
      const as = (
        request: (
          who: (typeof people)[number],
          n: number,
        ) => { method: 'GET' | 'POST'; path: string; body?: string },
      ) => ({
        setupRequest: (req: autocannon.Request, context: Context) => {
          context.who ??= people[next++ % people.length];
          context.n = (context.n ?? 0) + 1;
          const r = request(context.who!, context.n);
          return {
            ...req,
            ...r,
            headers: {
              authorization: `Bearer ${context.who!.token}`,
              'x-organization': 'demo',
              ...(r.body ? { 'content-type': 'application/json' } : {}),
            },
          };
        },
      });
      const save = (who: (typeof people)[number], n: number) => ({
        method: 'POST' as const,
        path: '/api/feedbackValues/item',
        body: JSON.stringify({
          feedbackId: who.selfEvaluationId,
          elementId: element.id,
          value: element.min + (n % (element.max - element.min + 1)),
        }),
      });
      const result = await autocannon({
        url: server.url,
        connections: people.length,
        connectionRate: RATE_PER_USER,
        duration: SECONDS,
        requests: [
          as(() => ({ method: 'GET', path: '/api/Session/Initialize' })),
          as(() => ({ method: 'GET', path: '/api/Feedbacks/list/recipient' })),
          as((who) => ({ method: 'GET', path: `/api/Feedbacks?feedbackId=${who.selfEvaluationId}` })),
          as(save),
          as(save),
          as(save),
          as((who) => ({ method: 'GET', path: `/api/Notifications/${who.userId}` })),
        ],
      });
      clearInterval(sampler);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
      const half = SECONDS / 2;
      const early = mean(memory.filter((m) => m.at < Math.min(60, half)).map((m) => m.mb));
      const late = mean(memory.filter((m) => m.at >= SECONDS - Math.min(60, half)).map((m) => m.mb));
      const growth = early > 0 ? (100 * (late - early)) / early : 0;
      const what = `${label}, ${people.length} users, ${SECONDS} s`;
      return [
        {
          suite,
          metric: `requests/s of the mix (${what})`,
          value: result.requests.average,
          unit: 'req/s',
          note: `${result.requests.total} requests; each user once a second: session, list, open, 3 saves, notifications`,
        },
        {
          suite,
          metric: `errors and non-2xx (${what})`,
          value: result.errors + result.non2xx + result.timeouts,
          unit: 'count',
          target: { op: '<', limit: 1 },
        },
        { suite, metric: `p50 (${what})`, value: result.latency.p50, unit: 'ms' },
        {
          suite,
          metric: `p99 (${what})`,
          value: result.latency.p99,
          unit: 'ms',
          target: { op: '<', limit: 100 },
        },
        {
          suite,
          metric: `server memory, last minute vs first (${what})`,
          value: growth,
          unit: '%',
          target: { op: '<', limit: 5 },
          note: `mean RSS ${early.toFixed(0)} MB -> ${late.toFixed(0)} MB`,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
