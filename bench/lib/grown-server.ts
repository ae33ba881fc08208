import fs from 'node:fs';
import { percentile, type BenchRow } from './report';
import { makeDataDir, serverEntry, serverEnv, startServer, type ServerProcess } from './server-process';
import { accessToken, subjectOf } from './tokens';

/** One answer of the running server and how long it took. */
export type TimedAnswer = { ms: number; body: Buffer; contentType: string };

/**
 * Starts the server on a fresh data directory (and the PostgreSQL database `databaseUrl` names, if any) once:
 * it migrates and seeds the demo data. Then `grow` adds rows while no server holds the database (and looks up
 * what needs it, such as tokens), the server starts again and `run` gets it with what `grow` answered; the
 * server stops and the directory is removed afterwards.
 */
export async function onGrownServer<Grown, T>(
  {
    port,
    databaseUrl,
    grow,
  }: { port: number; databaseUrl?: string; grow: (dataDir: string) => Promise<Grown> },
  run: (server: ServerProcess, grown: Grown) => Promise<T>,
): Promise<T> {
  const dataDir = makeDataDir();
  const env = serverEnv(`http://localhost:${port}`, databaseUrl);
  const entry = serverEntry();
  try {
    await (await startServer(dataDir, port, env, entry)).stop();
    const grown = await grow(dataDir);
    const server = await startServer(dataDir, port, env, entry);
    try {
      return await run(server, grown);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** onGrownServer on PGlite, with `run` given a GET as the seeded user `email`. */
export async function onGrownDemo<Grown, T>(
  port: number,
  email: string,
  grow: (dataDir: string) => Promise<Grown>,
  run: (get: (path: string) => Promise<TimedAnswer>, grown: Grown) => Promise<T>,
): Promise<T> {
  const growAndSignIn = async (dataDir: string) => ({
    grown: await grow(dataDir),
    token: await accessToken(dataDir, `http://localhost:${port}`, await subjectOf(dataDir, email)),
  });
  return onGrownServer({ port, grow: growAndSignIn }, (server, { grown, token }) => {
    const get = async (path: string): Promise<TimedAnswer> => {
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' },
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.toString()}`);
      return { ms: performance.now() - started, body, contentType: res.headers.get('content-type') ?? '' };
    };
    return run(get, grown);
  });
}

/**
 * `warmUps` uncounted requests, then `runs` counted ones of `path(n)`, one after the other; answers a p95 row
 * (p50 in its note, then `note` of the last answer) with a target of `limitMs` where there is one.
 */
export async function sequentialRow(
  get: (path: string) => Promise<TimedAnswer>,
  scenario: { suite: string; name: string; path: (n: number) => string; limitMs: number | null },
  { runs, warmUps }: { runs: number; warmUps: number },
  note: (last: TimedAnswer) => string,
): Promise<BenchRow> {
  for (let n = 0; n < warmUps; n++) await get(scenario.path(n));
  const times: number[] = [];
  let last: TimedAnswer | undefined;
  for (let n = 0; n < runs; n++) {
    last = await get(scenario.path(n));
    times.push(last.ms);
  }
  return {
    suite: scenario.suite,
    metric: `GET ${scenario.name} p95`,
    value: percentile(times, 95),
    unit: 'ms',
    ...(scenario.limitMs === null ? {} : { target: { op: '<' as const, limit: scenario.limitMs } }),
    note: `p50 ${percentile(times, 50).toFixed(1)} ms, ${runs} sequential requests${last ? note(last) : ''}`,
  };
}
