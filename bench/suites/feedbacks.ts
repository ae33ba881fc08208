import fs from 'node:fs';
import { indexQuestionnaire, scaleRange, type Questionnaire } from '../../src/engine/forms';
import { openBenchDatabase } from '../lib/bench-database';
import { addBulkOrganization, type BulkEmployee } from '../lib/bulk-organization';
import { describeLoad, loadFailure, okPerSecond, runLoad, type LoadRun } from '../lib/load-run';
import type { BenchRow } from '../lib/report';
import { onPGliteAndPostgres } from '../lib/throwaway-postgres';
import { profileQueries, type ProfiledRequest } from '../lib/query-profile';
import { makeDataDir, serverEntry, serverEnv, startServer as start } from '../lib/server-process';
import { accessToken } from '../lib/tokens';

const suite = 'feedbacks';
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const CONNECTIONS = 50;
const SIZE = { employees: 5_000, processes: 20_000, supervisors: 50 };

/**
 * Figures on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on
 * PostgreSQL: the demo organization grown by 5,000 employees and 20,000 processes; 50 employees save answers
 * of their own self-evaluation at once (POST /feedbackValues/item, 50 connections) and read it
 * (GET /Feedbacks?feedbackId=: form, answers, allowed actions).
 */
export async function runFeedbacks(): Promise<BenchRow[]> {
  return onPGliteAndPostgres('feedbacks', 'dpt_bench', runOn);
}

async function runOn(label: string, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const dataDir = makeDataDir();
  const publicUrl = `http://localhost:${PORT}`;
  const env = serverEnv(publicUrl, databaseUrl);
  const entry = serverEntry();
  const startServer = (d: string, port: number, e: Record<string, string>) => start(d, port, e, entry);
  try {
    // the first start migrates and seeds the demo data; the bulk is added while no server holds the db
    await (await startServer(dataDir, PORT, env)).stop();
    const started = performance.now();
    const { employees, element } = await grow(dataDir, databaseUrl);
    const bulkMs = performance.now() - started;
    const loaders = await Promise.all(
      employees
        .slice(0, CONNECTIONS)
        .map(async (e) => ({ ...e, token: await accessToken(dataDir, publicUrl, e.subject) })),
    );
    const save = (who: Loader, n: number) => ({
      method: 'POST' as const,
      path: '/api/feedbackValues/item',
      body: JSON.stringify({
        feedbackId: who.selfEvaluationId,
        elementId: element.id,
        value: element.min + (n % (element.max - element.min + 1)),
      }),
    });
    const read = (who: Loader) => ({
      method: 'GET' as const,
      path: `/api/Feedbacks?feedbackId=${who.selfEvaluationId}`,
    });
    // one request at a time, in this process: statements and database time per request
    const profile = await profileQueries(dataDir, databaseUrl, publicUrl, {
      save: (n) => injected(loaders[0]!, save(loaders[0]!, n)),
      read: () => injected(loaders[0]!, read(loaders[0]!)),
    });
    if (process.env.BENCH_VERBOSE)
      for (const [name, p] of Object.entries(profile))
        process.stderr.write(`\n${label} ${name}:\n  ${p.sample.join('\n  ')}\n`);
    const server = await startServer(dataDir, PORT, env);
    try {
      // warm-up (not counted): each employee's first call verifies a token and loads caches
      // one save and one read alone first: the first request of a started server compiles and fills caches,
      // which on a busy machine takes longer than autocannon's 10 s timeout
      for (const r of [save(loaders[0]!, 0), read(loaders[0]!)]) {
        const { url, ...init } = injected(loaders[0]!, r);
        await fetch(`${server.url}${url}`, init);
      }
      await load(server.url, loaders, save, 3);
      const saves = await load(server.url, loaders, save);
      const reads = await load(server.url, loaders, read);
      await server.stop();
      const ceiling = databaseUrl ? await measureCeiling(dataDir, env, loaders, save) : undefined;
      const db = `${label}, ${SIZE.employees} employees, ${SIZE.processes} processes`;
      return [
        { suite, metric: `bulk data added (${label})`, value: bulkMs, unit: 'ms', note: db },
        ...(['save', 'read'] as const).flatMap((name) => {
          const what = name === 'save' ? 'save' : 'GET /Feedbacks?feedbackId=';
          const p = profile[name]!;
          const alone = 'one request at a time, in the bench process';
          return [
            {
              suite,
              metric: `${what}: statements per request (${label})`,
              value: p.statements,
              unit: 'count',
              note:
                label === 'PostgreSQL'
                  ? 'round trips: commit included, begin travels with the first statement'
                  : 'begin and commit included',
            },
            {
              suite,
              metric: `${what}: database time per request (${label})`,
              value: p.databaseMs,
              unit: 'ms',
              note: `median; request ${p.requestMs.toFixed(2)} ms, CPU ${p.cpuMs.toFixed(2)} ms; ${alone}`,
            },
          ];
        }),
        {
          suite,
          metric: `saves/s POST /feedbackValues/item (${label}, 50 conn)`,
          value: okPerSecond(saves),
          unit: 'req/s',
          target: databaseUrl ? { op: '>=', limit: 2000 } : undefined,
          note: `2xx answers; ${describeLoad(saves)}`,
          failed: loadFailure(saves),
        },
        {
          suite,
          metric: `save p50 (${label}, 50 conn)`,
          value: saves.result.latency.p50,
          unit: 'ms',
          failed: loadFailure(saves),
        },
        {
          suite,
          metric: `save p99 (${label}, 50 conn)`,
          value: saves.result.latency.p99,
          unit: 'ms',
          failed: loadFailure(saves),
          // PostgreSQL: the absolute target; PGlite: a save must not freeze the form
          target: { op: '<', limit: databaseUrl ? 50 : 250 },
        },
        {
          suite,
          metric: `GET /Feedbacks?feedbackId= p99 (${label}, 50 conn)`,
          value: reads.result.latency.p99,
          unit: 'ms',
          target: databaseUrl ? undefined : { op: '<', limit: 250 },
          note: `${okPerSecond(reads).toFixed(0)} 2xx/s; ${describeLoad(reads)}`,
          failed: loadFailure(reads),
        },
        // ratios of one run, so that the machine's noise cancels
        ...(ceiling
          ? [
              {
                suite,
                metric: `save rps / yardstick rps (${label}, 50 conn)`,
                value: (100 * okPerSecond(saves)) / okPerSecond(ceiling),
                unit: '%',
                target: { op: '>=' as const, limit: 50 },
                note: `${okPerSecond(saves).toFixed(0)} / ${okPerSecond(ceiling).toFixed(0)} 2xx/s`,
                failed: loadFailure(saves) ?? loadFailure(ceiling),
              },
              {
                suite,
                metric: `save p99 / yardstick p99 (${label}, 50 conn)`,
                value: saves.result.latency.p99 / ceiling.result.latency.p99,
                unit: 'x',
                target: { op: '<' as const, limit: 2.01 },
                note: `${saves.result.latency.p99} / ${ceiling.result.latency.p99} ms; the target is at most 2x`,
                failed: loadFailure(saves) ?? loadFailure(ceiling),
              },
            ]
          : []),
        ...(ceiling
          ? [
              {
                suite,
                metric: `yardstick: bare transaction per request (${label}, 50 conn)`,
                value: okPerSecond(ceiling),
                unit: 'req/s',
                note: `begin, lock, update, commit only (bench/lib/ceiling-server.ts); p50 ${ceiling.result.latency.p50} ms, p99 ${ceiling.result.latency.p99} ms; ${describeLoad(ceiling)}`,
                failed: loadFailure(ceiling),
              },
            ]
          : []),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Loader = BulkEmployee & { token: string };

/** A load request as app.inject takes it, with the employee's sign-in. */
function injected(who: Loader, r: { method: 'GET' | 'POST'; path: string; body?: string }): ProfiledRequest {
  return {
    method: r.method,
    url: r.path,
    body: r.body,
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-organization': 'demo',
      ...(r.body ? { 'content-type': 'application/json' } : {}),
    },
  };
}

/**
 * The same save load against the yardstick server (bench/lib/ceiling-server.ts): a request that only runs the
 * save's bare transaction. What it reaches bounds what any save can reach on this machine.
 */
async function measureCeiling(
  dataDir: string,
  env: Record<string, string>,
  loaders: Loader[],
  save: (who: Loader, n: number) => { method: 'POST'; path: string; body: string },
): Promise<LoadRun> {
  const yardstick = await start(dataDir, PORT, env, ['--import', 'tsx', 'bench/lib/ceiling-server.ts']);
  try {
    await load(yardstick.url, loaders, save, 3);
    return await load(yardstick.url, loaders, save);
  } finally {
    await yardstick.stop();
  }
}

/** 50 connections, each one employee (its own token and feedback), for 10 s. */
async function load(
  url: string,
  loaders: Loader[],
  request: (who: Loader, n: number) => { method: 'GET' | 'POST'; path: string; body?: string },
  duration = 10,
): Promise<LoadRun> {
  let next = 0;
  return runLoad({
    url,
    connections: loaders.length,
    duration,
    requests: [
      {
        setupRequest: (req, context: { who?: Loader; n?: number }) => {
          context.who ??= loaders[next++ % loaders.length];
          context.n = (context.n ?? 0) + 1;
          const r = request(context.who!, context.n);
          return {
            ...req,
            method: r.method,
            path: r.path,
            body: r.body,
            headers: {
              authorization: `Bearer ${context.who!.token}`,
              'x-organization': 'demo',
              ...(r.body ? { 'content-type': 'application/json' } : {}),
            },
          };
        },
      },
    ],
  });
}

/** Adds the bulk organization and finds the self-evaluation's questionnaire and its first scale question. */
export async function grow(dataDir: string, databaseUrl: string | undefined, size = SIZE) {
  const handle = await openBenchDatabase(dataDir, databaseUrl, {});
  try {
    const employees = await addBulkOrganization(handle.db, size);
    const form = await handle.db
      .selectFrom('feedbacks')
      .innerJoin('forms', 'forms.id', 'feedbacks.form_id')
      .select([
        'forms.pages',
        'forms.name',
        'forms.correlation_id',
        'forms.version',
        'forms.questionnaire_type',
      ])
      .where('feedbacks.id', '=', employees[0]!.selfEvaluationId)
      .executeTakeFirstOrThrow();
    const q = { pages: form.pages } as unknown as Questionnaire;
    const scale = indexQuestionnaire(q).entries.find(
      (e) => e.element.type === 'scaleQuestion' && e.ancestorIds.length === 0,
    );
    if (!scale) throw new Error('the self-evaluation has no scale question');
    return {
      employees,
      element: { id: scale.element.id, ...scaleRange(scale.element) },
      correlationId: form.correlation_id,
    };
  } finally {
    await handle.close();
  }
}
