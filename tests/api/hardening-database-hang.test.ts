import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreezableProxy, type FreezableProxy } from './helpers/freezable-proxy';
import { buildForm, buildOrg, buildUser } from './helpers/factories';
import { hubServer, type HubServer } from './helpers/hub-listener';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * A PostgreSQL that stops answering without closing its connections (SIGSTOP, a frozen VM, a partition) and
 * one that drops them all (kill -9), simulated by a proxy between the app and the test database. PostgreSQL
 * only: PGlite runs inside the process and cannot hang on its own.
 */
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && !!process.env.TEST_DATABASE_URL;
const DEADLINE_MS = 1_500;

let t: TestApp;
let proxy: FreezableProxy;
let hubs: HubServer;
beforeAll(async () => {
  if (!onPostgres) return;
  const target = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startFreezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  t = await startTestApp(
    { databaseStatementTimeoutMs: DEADLINE_MS },
    {
      connectThrough: (databaseUrl) => {
        const url = new URL(databaseUrl);
        url.hostname = '127.0.0.1';
        url.port = String(proxy.port);
        return url.toString();
      },
    },
  );
  hubs = await hubServer(t);
}, 120_000);
afterAll(async () => {
  if (!onPostgres) return;
  proxy.thaw();
  await hubs?.stopAll();
  await t?.close();
  await proxy.close();
});

/** The answer and how long it took. */
async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

describe.skipIf(!onPostgres)('a database that stops answering', () => {
  it('is detected: readiness, reads and saves answer 503 with Retry-After, and recover without a restart', async () => {
    const org = await buildOrg(t.app.db);
    const user = await buildUser(t.app.db, { organizationId: org.id, roles: ['dpt.full_admin'] });
    const form = await buildForm(t.app.db, { organizationId: org.id });
    const headers = { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': org.slug };
    const read = () => fetch(`${hubs.baseUrl}/api/Forms`, { headers });
    const save = (title: string) =>
      fetch(`${hubs.baseUrl}/api/Forms/copy`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ id: form.id, newTitle: title, correlationId: form.correlation_id }),
      });
    expect((await read()).status).toBe(200);

    const authorize = new URLSearchParams({
      client_id: 'dpt-web',
      response_type: 'code',
      redirect_uri: `${t.config.publicUrl}/callback`,
      scope: 'openid dpt-api',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'state-1',
    });
    const signIn = () =>
      t.app.inject({
        url: `/oidc/auth?${authorize}`,
        headers: { host: new URL(t.config.publicUrl).host, accept: 'text/html' },
      });

    proxy.freeze();
    const [ready, reading, saving, signInPage] = await Promise.all([
      timed(() => fetch(`${hubs.baseUrl}/readyz`)),
      timed(read),
      timed(() => save('while frozen')),
      signIn(),
    ]);
    // readiness has its own short timeout, so the load balancer takes the instance out at once
    expect(ready.response.status).toBe(503);
    expect(await ready.response.json()).toMatchObject({ status: 'unavailable' });
    expect(ready.ms).toBeLessThan(5_000);
    for (const { response, ms } of [reading, saving]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      // bounded by the statement deadline or the wait for a connection (5 s), never by the database's return
      expect(ms).toBeLessThan(8_000);
    }

    // the sign-in page says the same as the API, as a page, instead of a failed sign-in
    expect(signInPage.statusCode).toBe(503);
    expect(signInPage.headers['retry-after']).toBe('5');
    expect(signInPage.body).toContain('Die Datenbank ist gerade nicht erreichbar');

    proxy.thaw();
    await expect
      .poll(async () => (await fetch(`${hubs.baseUrl}/readyz`)).status, { timeout: 15_000 })
      .toBe(200);
    expect((await read()).status).toBe(200);
    const after = await save('after the thaw');
    expect(after.status).toBe(200);
  }, 60_000);

  it('drops its connections: hub listening resumes within seconds and clients are told to fetch again', async () => {
    const org = await buildOrg(t.app.db);
    const user = await buildUser(t.app.db, { organizationId: org.id });
    const hub = await hubs.listen('users', org.slug, await t.tokenFor(user.subject), []);
    const firstId = hub.connection.connectionId;
    let reconnected = 0;
    hub.connection.onreconnected(() => reconnected++);

    // every connection to the database ends at once, as when PostgreSQL is killed and restarted
    proxy.cut();
    // events published while the instance did not listen are lost: the client reconnects (and so fetches again)
    await expect.poll(() => reconnected, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(hub.connection.connectionId).not.toBe(firstId);
    expect((await fetch(`${hubs.baseUrl}/readyz`)).status).toBe(200);
  }, 30_000);
});
