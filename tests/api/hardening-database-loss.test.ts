import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminHeaders } from './helpers/demo-data';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * PostgreSQL stopped (immediate, as a crash) and started again under load. The server does
 * not exit, answers 503 with Retry-After while the database is away (and /readyz 503), loses no save it
 * acknowledged, and serves again without a restart. PostgreSQL only: its own throwaway cluster, so the shared
 * test cluster of `npm run test:pg` is never stopped.
 */
const BIN = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length ? path.join(root, versions.at(-1)!, 'bin') : undefined;
  return bin && fs.existsSync(path.join(bin, 'pg_ctl')) ? bin : undefined;
})();
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && BIN !== undefined;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-pgloss-'));
const port = 5600 + Math.floor(Math.random() * 300);
const asPostgres = (command: string) => {
  const run = process.getuid?.() === 0 ? ['su', 'postgres', '-c', command] : ['sh', '-c', command];
  execFileSync(run[0]!, run.slice(1), { stdio: 'pipe' });
};
const pgCtl = (action: string) =>
  asPostgres(
    `${BIN}/pg_ctl -D ${dir}/data -l ${dir}/log -w ${action} ` +
      `-o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1'`,
  );

let t: TestApp | undefined;
beforeAll(async () => {
  if (!onPostgres) return;
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asPostgres(`${BIN}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
  pgCtl('start');
  t = await startTestApp({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres` });
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (onPostgres) {
    try {
      asPostgres(`${BIN}/pg_ctl -D ${dir}/data -m immediate stop`);
    } catch {
      // already stopped
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('a lost database', () => {
  it('is survived: 503 with Retry-After while away, no acknowledged save lost, serving after', async () => {
    const app = t!.app;
    const form = await app.db
      .selectFrom('forms')
      .innerJoin('organizations', 'organizations.id', 'forms.organization_id')
      .select(['forms.id', 'forms.correlation_id'])
      .where('organizations.slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const headers = await demoAdminHeaders(t!);
    let exited = false;
    const onExit = () => (exited = true);
    process.on('exit', onExit);

    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let retryAfterMissing = 0;
    let running = true;
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/Forms/copy',
          headers,
          payload: { id: form.id, newTitle: `Kopie ${n}-${i}`, correlationId: form.correlation_id },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) acknowledged.push(res.json<{ id: number }>().id);
        else if (res.statusCode === 503 && !res.headers['retry-after']) retryAfterMissing++;
        else if (res.statusCode === 503) await sleep(50);
      }
    };
    const workers = [1, 2, 3, 4].map(worker);

    await sleep(1500);
    const beforeStop = acknowledged.length;
    pgCtl('-m immediate stop');
    await sleep(500);
    const readyWhileAway = await app.inject({ url: '/readyz' });
    const apiWhileAway = await app.inject({ url: '/api/Forms', headers });
    await sleep(1500);
    pgCtl('start');
    // the pool opens new connections for the next requests
    let readyAfter = 0;
    for (let i = 0; i < 50 && readyAfter !== 200; i++) {
      readyAfter = (await app.inject({ url: '/readyz' })).statusCode;
      if (readyAfter !== 200) await sleep(200);
    }
    const atRestart = acknowledged.length;
    await sleep(2000);
    running = false;
    await Promise.all(workers);
    process.off('exit', onExit);

    const stored = await app.db.selectFrom('forms').select('id').where('id', 'in', acknowledged).execute();
    const summary = Object.fromEntries(statuses);
    console.info(
      `database loss: ${JSON.stringify(summary)}, ${acknowledged.length} saves acknowledged ` +
        `(${beforeStop} before the stop, ${acknowledged.length - atRestart} after the restart)`,
    );
    expect(exited).toBe(false);
    expect(readyWhileAway.statusCode).toBe(503);
    expect(apiWhileAway.statusCode).toBe(503);
    expect(apiWhileAway.headers['retry-after']).toBe('5');
    expect(apiWhileAway.json()).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(readyAfter).toBe(200);
    expect(beforeStop).toBeGreaterThan(0);
    expect(acknowledged.length - atRestart).toBeGreaterThan(0);
    expect(summary[503]).toBeGreaterThan(0);
    expect(retryAfterMissing).toBe(0);
    expect(Object.keys(summary).map(Number).sort()).toEqual([200, 503]);
    expect(stored).toHaveLength(acknowledged.length);
  }, 120_000);
});
