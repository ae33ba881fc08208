import fs from 'node:fs';
import { measureSignInJs } from '../lib/dashboard-js';
import { describeLoad, loadFailure, okPerSecond, runLoad } from '../lib/load-run';
import { percentile, type BenchRow } from '../lib/report';
import { makeDataDir, startServer } from '../lib/server-process';
import { accessToken, subjectOf } from '../lib/tokens';

const suite = 'foundation';
const PORT = 3290;

/**
 * Cold start of the production server on a seeded PGlite database, latency of
 * GET /api/Session/Initialize under 50 concurrent connections, and the gzip size of the JavaScript a
 * browser loads from sign-in to the dashboard (before its frame is drawn, and with every card drawn).
 */
export async function runFoundation(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = makeDataDir();
  const publicUrl = `http://localhost:${PORT}`;
  const env = { PUBLIC_URL: publicUrl };
  try {
    const first = await startServer(dataDir, PORT, env);
    rows.push({ suite, metric: 'first start (migrate + seed) to ready', value: first.startMs, unit: 'ms' });
    await first.stop();

    const subject = await subjectOf(dataDir, 'emil.employee@demo.example');
    const starts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await startServer(dataDir, PORT, env);
      starts.push(s.startMs);
      await s.stop();
    }
    rows.push({
      suite,
      metric: 'cold start to ready (seeded db, median of 3)',
      value: percentile(starts, 50),
      unit: 'ms',
      target: { op: '<', limit: 3000 },
    });

    const server = await startServer(dataDir, PORT, env);
    try {
      const token = await accessToken(dataDir, publicUrl, subject);
      const run = await runLoad({
        url: `${server.url}/api/Session/Initialize`,
        // the headers a browser sends: it always offers compressed answers
        headers: {
          authorization: `Bearer ${token}`,
          'x-organization': 'demo',
          'accept-encoding': 'gzip, deflate, br, zstd',
        },
        connections: 50,
        duration: 10,
      });
      const { result } = run;
      const failed = loadFailure(run);
      rows.push(
        {
          suite,
          metric: 'Session/Initialize throughput (50 conn)',
          value: okPerSecond(run),
          unit: 'req/s',
          note: `2xx answers; ${describeLoad(run)}`,
          failed,
        },
        { suite, metric: 'Session/Initialize p50 (50 conn)', value: result.latency.p50, unit: 'ms', failed },
        {
          suite,
          metric: 'Session/Initialize p99 (50 conn)',
          value: result.latency.p99,
          unit: 'ms',
          target: { op: '<', limit: 20 },
          failed,
        },
      );
      rows.push(...(await measureSignInJs(server.url)));
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
