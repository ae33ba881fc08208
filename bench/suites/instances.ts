import crypto from 'node:crypto';
import { loadSharedProviderKeys } from '../../src/server/auth/signing-keys';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connect';
import type { BulkEmployee } from '../lib/bulk-organization';
import { describeLoad, loadFailure, okPerSecond, runLoad } from '../lib/load-run';
import type { BenchRow } from '../lib/report';
import { onThrowawayPostgres } from '../lib/throwaway-postgres';
import { makeDataDir, serverEntry, startServer as start } from '../lib/server-process';
import { tokenSigner } from '../lib/tokens';
import { grow } from './feedbacks';

const suite = 'instances';
const PORTS = [3296, 3297] as const;
const CONNECTIONS = 50;
const DURATION_S = 10;
const SIZE = { employees: 1_000, processes: 2_000, supervisors: 20 };

type Loader = BulkEmployee & { token: string };

/**
 * Saves per second (POST /feedbackValues/item, 50 employees at once) through one instance and
 * through two instances on the same PostgreSQL, in the same run. The two instances share the load round robin
 * (half the connections each), as behind a load balancer. On a 2-core machine the database, both instances and
 * the load generator share the cores, so the ratio shows the overhead of a second instance, not its gain.
 */
export async function runInstances(): Promise<BenchRow[]> {
  return (await onThrowawayPostgres(suite, 'dpt_bench_instances', measure)) ?? [];
}

async function measure(databaseUrl: string): Promise<BenchRow[]> {
  // PUBLIC_URL is the load balancer's: one issuer for both instances, keys shared through the database
  const publicUrl = `http://localhost:${PORTS[0]}`;
  const secret = crypto.randomBytes(32).toString('base64url');
  const env = {
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    OIDC_KEY_SECRET: secret,
    HUB_TOKEN_SECRET: crypto.randomBytes(32).toString('base64url'),
  };
  const dataDir = makeDataDir();
  const entry = serverEntry();
  const startServer = (d: string, port: number, e: Record<string, string>) => start(d, port, e, entry);
  // the first start migrates, seeds and generates the shared keys; the bulk is added while no server runs
  await (await startServer(dataDir, PORTS[0], env)).stop();
  const { employees, element } = await grow(dataDir, databaseUrl, SIZE);
  const sign = await signer(databaseUrl, secret, publicUrl);
  const loaders: Loader[] = await Promise.all(
    employees.slice(0, CONNECTIONS).map(async (e) => ({ ...e, token: await sign(e.subject) })),
  );
  const save = (who: Loader, n: number) =>
    JSON.stringify({
      feedbackId: who.selfEvaluationId,
      elementId: element.id,
      value: element.min + (n % (element.max - element.min + 1)),
    });

  const one = await startServer(dataDir, PORTS[0], env);
  let single: number;
  try {
    await load([one.url], loaders, save, 3);
    single = await load([one.url], loaders, save, DURATION_S);
  } finally {
    await one.stop();
  }
  const servers = [await startServer(dataDir, PORTS[0], env), await startServer(dataDir, PORTS[1], env)];
  let double: number;
  try {
    const urls = servers.map((s) => s.url);
    await load(urls, loaders, save, 3);
    double = await load(urls, loaders, save, DURATION_S);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  return [
    { suite, metric: 'saves/s, one instance (PostgreSQL, 50 conn)', value: single, unit: 'req/s' },
    { suite, metric: 'saves/s, two instances (PostgreSQL, 50 conn)', value: double, unit: 'req/s' },
    {
      suite,
      metric: 'two instances / one instance, saves/s',
      value: (100 * double) / single,
      unit: '%',
      note: 'same machine: instances, PostgreSQL and load share the cores; shows overhead, not gain',
    },
  ];
}

/** Signs access tokens with the current shared key, as the instances' embedded provider does. */
async function signer(databaseUrl: string, secret: string, publicUrl: string) {
  const handle = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl }, { logLevel: 'silent' }));
  try {
    return await tokenSigner((await loadSharedProviderKeys(handle.db, secret)).jwks.keys[0]!, publicUrl);
  } finally {
    await handle.close();
  }
}

/** The save load spread over the instances (the connections split evenly); answers the total saves per second. */
async function load(
  urls: string[],
  loaders: Loader[],
  body: (who: Loader, n: number) => string,
  duration: number,
): Promise<number> {
  const share = Math.ceil(loaders.length / urls.length);
  const results = await Promise.all(
    urls.map((url, i) => {
      const mine = loaders.slice(i * share, (i + 1) * share);
      let next = 0;
      return runLoad({
        url,
        connections: mine.length,
        duration,
        requests: [
          {
            setupRequest: (req, context: { who?: Loader; n?: number }) => {
              context.who ??= mine[next++ % mine.length];
              context.n = (context.n ?? 0) + 1;
              return {
                ...req,
                method: 'POST',
                path: '/api/feedbackValues/item',
                body: body(context.who!, context.n),
                headers: {
                  authorization: `Bearer ${context.who!.token}`,
                  'x-organization': 'demo',
                  'content-type': 'application/json',
                },
              };
            },
          },
        ],
      });
    }),
  );
  for (const r of results) {
    const failure = loadFailure(r);
    if (failure) throw new Error(`bench instances: ${failure}; ${describeLoad(r)}`);
  }
  return results.reduce((sum, r) => sum + okPerSecond(r), 0);
}
