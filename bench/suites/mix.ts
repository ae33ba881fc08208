import fs from 'node:fs';
import { describeLoad, loadFailure, okPerSecond, type LoadRun } from '../lib/load-run';
import { runPaced, sendPaced } from '../lib/paced-load';
import type { BenchRow } from '../lib/report';
import { onPGliteAndPostgres } from '../lib/throwaway-postgres';
import { makeDataDir, serverEntry, serverEnv, startServer } from '../lib/server-process';
import { profileQueries } from '../lib/query-profile';
import { accessToken } from '../lib/tokens';
import { grow } from './feedbacks';

const suite = 'mix';
const PORT = 3294;
const USERS = Number(process.env.BENCH_MIX_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 120);
/** each user acts once a second: a person clicking and typing through a feedback, not a loop without pause */
const RATE_PER_USER = 1;
/** users join over the first 10 s (20 a second for 200), not all in the first second */
const RAMP_SECONDS = Number(process.env.BENCH_MIX_RAMP_SECONDS ?? 10);
const SIZE = { employees: 5_000, processes: 20_000, supervisors: 50 };
/** BENCH_MIX_CAPACITY=1 (or a list such as 10,25): also search the users count served within the targets */
const CAPACITY_STEPS = capacitySteps(process.env.BENCH_MIX_CAPACITY);
const CAPACITY_SECONDS = Number(process.env.BENCH_MIX_CAPACITY_SECONDS ?? 20);
const P99_LIMIT_MS = 100;

/**
 * 200 users doing the realistic mix of the load test for 2 minutes, on PGlite and (with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL. Each user, in turn and once a second: starts a
 * session, lists their processes, opens their self-evaluation, saves three answers, reads the notifications.
 * Targets: no errors, p99 < 100 ms, server memory flat (the last minute's mean within 5 % of the first's).
 * Users join over the first 10 s (BENCH_MIX_RAMP_SECONDS) and act spread over each second
 * (bench/lib/paced-load.ts); every request of the run counts, the ramp's too.
 * BENCH_MIX_USERS / BENCH_MIX_SECONDS change the size for a quick look (the targets hold for 200 / 120).
 * BENCH_MIX_CAPACITY=1 adds the capacity found: the most users (25, 50, 100, 150, 200; 20 s each, or
 * BENCH_MIX_CAPACITY_SECONDS) served at once a second each with p99 < 100 ms and every request answered 2xx;
 * BENCH_MIX_CAPACITY=10,25 searches those steps instead.
 */
export async function runMix(): Promise<BenchRow[]> {
  return onPGliteAndPostgres('mix', 'dpt_bench_mix', runOn);
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
  const env = serverEnv(publicUrl, databaseUrl);
  const entry = serverEntry();
  try {
    await (await startServer(dataDir, PORT, env, entry)).stop();
    const { employees, element } = await grow(dataDir, databaseUrl, SIZE);
    // one more than the load's people: the warm-up's, whose first save (a status change) is not one of theirs
    const users = employees.slice(0, Math.max(USERS, ...CAPACITY_STEPS) + 1);
    const people = await Promise.all(
      users.map(async (u) => ({ ...u, token: await accessToken(dataDir, publicUrl, u.subject) })),
    );
    type Person = (typeof people)[number];
    type Request = { method: 'GET' | 'POST'; path: string; body?: string };
    const save = (who: Person, n: number): Request => ({
      method: 'POST',
      path: '/api/feedbackValues/item',
      body: JSON.stringify({
        feedbackId: who.selfEvaluationId,
        elementId: element.id,
        value: element.min + (n % (element.max - element.min + 1)),
      }),
    });
    // one user's turn, in order; the notifications route names the user by the session's userId (the subject)
    const kinds: Record<string, (who: Person, n: number) => Request> = {
      session: () => ({ method: 'GET', path: '/api/Session/Initialize' }),
      list: () => ({ method: 'GET', path: '/api/Feedbacks/list/recipient' }),
      open: (who) => ({ method: 'GET', path: `/api/Feedbacks?feedbackId=${who.selfEvaluationId}` }),
      save,
      notifications: (who) => ({ method: 'GET', path: `/api/Notifications/${who.subject}` }),
    };
    const order = ['session', 'list', 'open', 'save', 'save', 'save', 'notifications'];
    const turn = order.map((k) => kinds[k]!);
    const headersOf = (who: Person, r: Request) => ({
      authorization: `Bearer ${who.token}`,
      'x-organization': 'demo',
      ...(r.body ? { 'content-type': 'application/json' } : {}),
    });
    // where the time goes: each kind alone, one request at a time, in the bench process
    const profile = await profileQueries(
      dataDir,
      databaseUrl,
      publicUrl,
      Object.fromEntries(
        Object.entries(kinds).map(([name, request]) => [
          name,
          (n: number) => {
            const r = request(people[0]!, n);
            return { method: r.method, url: r.path, body: r.body, headers: headersOf(people[0]!, r) };
          },
        ]),
      ),
    );
    const server = await startServer(dataDir, PORT, env, entry);
    try {
      // the first request of each kind on a started server compiles its code, serializer and statements and
      // fills caches: one turn alone, by someone outside the load, not inside it
      const warmUp = people.at(-1)!;
      for (const [n, request] of turn.entries()) {
        const r = request(warmUp, n);
        const res = await sendPaced(server.url, { ...r, headers: headersOf(warmUp, r) });
        if (!res.ok) throw new Error(`warm-up ${r.method} ${r.path}: ${res.status}`);
      }
      const memory: { at: number; mb: number }[] = [];
      const started = performance.now();
      const sampler = setInterval(() => {
        const mb = rssMb(server.pid);
        if (mb !== undefined) memory.push({ at: (performance.now() - started) / 1000, mb });
      }, 2000);
      const result = await mixLoad(server.url, people.slice(0, USERS), turn, headersOf, SECONDS);
      clearInterval(sampler);
      const capacity = await findCapacity(label, (n) =>
        mixLoad(server.url, people.slice(0, n), turn, headersOf, CAPACITY_SECONDS),
      );
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
      const half = SECONDS / 2;
      const early = mean(memory.filter((m) => m.at < Math.min(60, half)).map((m) => m.mb));
      const late = mean(memory.filter((m) => m.at >= SECONDS - Math.min(60, half)).map((m) => m.mb));
      const growth = early > 0 ? (100 * (late - early)) / early : 0;
      const what = `${label}, ${USERS} users, ${SECONDS} s`;
      const perKind = Object.entries(profile).map(([name, p]) => ({
        suite,
        metric: `${name}: CPU per request (${label})`,
        value: p.cpuMs,
        unit: 'ms',
        note: `${p.statements} statements, database ${p.databaseMs.toFixed(1)} ms, request ${p.requestMs.toFixed(1)} ms; median, one at a time`,
      }));
      const turnCpu = order.map((k) => profile[k]!.cpuMs).reduce((a, b) => a + b, 0);
      return [
        ...perKind,
        {
          suite,
          metric: `CPU of one user's turn (${label})`,
          value: turnCpu,
          unit: 'ms',
          note: `7 requests; ${USERS} users once a second need ${((turnCpu * USERS) / 7 / 10).toFixed(0)} % of one core (${label === 'PGlite' ? 'the database included: it runs in the server thread' : 'the server only'})`,
        },
        {
          suite,
          metric: `requests/s of the mix (${what})`,
          value: okPerSecond(result),
          unit: 'req/s',
          note: `2xx answers; ${describeLoad(result)}; each user once a second: session, list, open, 3 saves, notifications`,
        },
        {
          suite,
          metric: `failed requests: non-2xx, timeouts, errors (${what})`,
          value: result.result.non2xx + result.result.errors,
          unit: 'count',
          target: { op: '<', limit: 1 },
          note: describeLoad(result),
        },
        {
          suite,
          metric: `p50 (${what})`,
          value: result.result.latency.p50,
          unit: 'ms',
          failed: loadFailure(result),
        },
        {
          suite,
          metric: `p99 (${what})`,
          value: result.result.latency.p99,
          unit: 'ms',
          target: { op: '<', limit: P99_LIMIT_MS },
          failed: loadFailure(result),
          note: `p99 of each 10 s: ${result.p99By10s.join(', ')} ms; of each request of a turn: ${order
            .map((kind, i) => `${kind} ${result.p99ByTurn[i]}`)
            .join(', ')} ms`,
        },
        {
          suite,
          metric: `server memory, last minute vs first (${what})`,
          value: growth,
          unit: '%',
          target: { op: '<', limit: 5 },
          note: `mean RSS ${early.toFixed(0)} MB -> ${late.toFixed(0)} MB`,
        },
        ...capacity,
      ];
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each user acting once a second on a connection of their own, in turn through `turn`, for `seconds`. */
function mixLoad<Person, Request extends { method: 'GET' | 'POST'; path: string; body?: string }>(
  url: string,
  people: Person[],
  turn: ((who: Person, n: number) => Request)[],
  headersOf: (who: Person, r: Request) => Record<string, string>,
  seconds: number,
): Promise<LoadRun & { p99By10s: number[]; p99ByTurn: number[] }> {
  return runPaced({
    url,
    people,
    ratePerPerson: RATE_PER_USER,
    seconds,
    rampSeconds: Math.min(RAMP_SECONDS, seconds / 2),
    turn: turn.map((request) => (who: Person, n: number) => {
      const r = request(who, n);
      return { ...r, headers: headersOf(who, r) };
    }),
  });
}

/**
 * The largest step of CAPACITY_STEPS users whose run met the targets (p99 < 100 ms, every request 2xx); the
 * steps go up and stop at the first that misses. No rows when the search is off.
 */
async function findCapacity(label: string, load: (users: number) => Promise<LoadRun>): Promise<BenchRow[]> {
  if (CAPACITY_STEPS.length === 0) return [];
  let capacity = 0;
  const steps: string[] = [];
  for (const users of CAPACITY_STEPS) {
    const run = await load(users);
    const p99 = run.result.latency.p99;
    const failure = loadFailure(run);
    const met = !failure && p99 < P99_LIMIT_MS;
    steps.push(`${users}: ${failure ?? `p99 ${p99} ms`}${met ? '' : ' (missed)'}`);
    if (!met) break;
    capacity = users;
  }
  return [
    {
      suite,
      metric: `capacity: users at 1 request/s with p99 < ${P99_LIMIT_MS} ms, all 2xx (${label})`,
      value: capacity,
      unit: 'users',
      note: `${CAPACITY_SECONDS} s a step; ${steps.join('; ')}`,
    },
  ];
}

function capacitySteps(value: string | undefined): number[] {
  if (!value) return [];
  if (value === '1') return [25, 50, 100, 150, 200];
  return value.split(',').map(Number);
}
