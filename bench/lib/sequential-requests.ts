import fs from 'node:fs';
import { percentile, type BenchRow } from './report';
import { makeDataDir, startServer, type ServerProcess } from './server-process';
import { accessToken, subjectOf } from './tokens';

/** One answer of the running server and how long it took. */
export type TimedAnswer = { ms: number; body: Buffer; contentType: string };

/**
 * Starts the server on a fresh data directory once (it migrates and seeds the demo data), lets `grow` add
 * rows while no server holds the database, starts it again and hands `run` the server, a GET as the seeded
 * user `email` and what `grow` answered; stops the server and removes the directory afterwards.
 */
export async function onGrownDemo<Grown, T>(
  port: number,
  email: string,
  grow: (dataDir: string) => Promise<Grown>,
  run: (get: (path: string) => Promise<TimedAnswer>, grown: Grown, server: ServerProcess) => Promise<T>,
): Promise<T> {
  const dataDir = makeDataDir();
  const publicUrl = `http://localhost:${port}`;
  try {
    await (await startServer(dataDir, port, { PUBLIC_URL: publicUrl })).stop();
    const grown = await grow(dataDir);
    const token = await accessToken(dataDir, publicUrl, await subjectOf(dataDir, email));
    const server = await startServer(dataDir, port, { PUBLIC_URL: publicUrl });
    try {
      const get = async (path: string): Promise<TimedAnswer> => {
        const started = performance.now();
        const res = await fetch(`${server.url}${path}`, {
          headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' },
        });
        const body = Buffer.from(await res.arrayBuffer());
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.toString()}`);
        return { ms: performance.now() - started, body, contentType: res.headers.get('content-type') ?? '' };
      };
      return await run(get, grown, server);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
