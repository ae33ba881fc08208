import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndClose } from '../../src/server/plugins/drain';
import { buildOrg, buildUser } from './helpers/factories';
import { hubServer, type HubServer } from './helpers/hub-listener';
import { startTestApp, type TestApp } from './helpers/test-app';

// An instance stopped for an update (SIGTERM runs drainAndClose) turns /readyz to 503 at once,
// lets the load balancer notice, then closes its hub connections with a reconnect hint and finishes the requests
// in flight before it ends.

let t: TestApp;
let hubs: HubServer;
let releaseSlow: () => void = () => {};
let slowStarted: () => void = () => {};
const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));

beforeAll(async () => {
  t = await startTestApp(
    { seedDemoData: false },
    {
      beforeReady: (app) => {
        // a request that is still being worked on when the stop comes
        app.get('/test-only/slow', { config: { public: true } }, async () => {
          slowStarted();
          await slowGate;
          return { done: true };
        });
      },
    },
  );
  hubs = await hubServer(t);
}, 120_000);

afterAll(async () => {
  releaseSlow();
  await hubs?.stopAll();
  await t?.close();
});

describe('draining an instance', () => {
  it('turns readiness to 503, closes hubs with a reconnect hint and finishes requests in flight', async () => {
    const org = await buildOrg(t.app.db);
    const user = await buildUser(t.app.db, { organizationId: org.id });
    const hub = await hubs.listen('users', org.slug, await t.tokenFor(user.subject), []);
    let reconnecting = false;
    let closedForGood = false;
    hub.connection.onreconnecting(() => (reconnecting = true));
    hub.connection.onclose(() => (closedForGood = true));

    expect((await fetch(`${hubs.baseUrl}/readyz`)).status).toBe(200);
    const slow = fetch(`${hubs.baseUrl}/test-only/slow`);
    await slowRunning;

    let drained = false;
    const draining = drainAndClose(t.app, { delayMs: 1_000 }).then(() => (drained = true));
    const ready = await fetch(`${hubs.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    // still alive and serving while the load balancer takes it out
    expect((await fetch(`${hubs.baseUrl}/healthz`)).status).toBe(200);

    // after the delay the hub connection is told to reconnect (elsewhere), not closed for good
    await expect.poll(() => reconnecting, { timeout: 15_000 }).toBe(true);
    expect(closedForGood).toBe(false);
    // (behind a load balancer it reconnects to another instance; here there is none)
    await hub.connection.stop();
    // the close waits for the request in flight
    expect(drained).toBe(false);
    releaseSlow();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await draining;
    expect(drained).toBe(true);
  });
});
