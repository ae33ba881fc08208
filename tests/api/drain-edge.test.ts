import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndClose } from '../../src/server/plugins/drain';
import { hubServer, type HubServer } from './helpers/hub-listener';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Requests that arrive as the drain delay ends on connections kept alive from before (what a load balancer's
 * connection pool does): each gets an answer (200, or the product's 503 with Retry-After) or, once the server no
 * longer accepts connections, a refused connection, which a client may retry safely. None is cut off
 * (ECONNRESET): such a request may or may not have been done.
 */
let t: TestApp;
let hubs: HubServer;
beforeAll(async () => {
  t = await startTestApp({ seedDemoData: false });
  hubs = await hubServer(t);
}, 120_000);
afterAll(async () => {
  await hubs?.stopAll();
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { status: number; code?: string; retryAfter?: string } | { error: string };

/** One GET through `agent` (one kept-alive connection per client). */
function get(url: string, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status !== 503) return resolve({ status });
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { code?: string };
        resolve({ status, code: body.code, retryAfter: String(response.headers['retry-after']) });
      });
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('the end of a drain', () => {
  it('answers or refuses every request on a kept-alive connection, and never cuts one off', async () => {
    const outcomes = new Map<string, number>();
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    let running = true;
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (running) {
          const outcome = await get(`${hubs.baseUrl}/api/Theme/Colors/demo`, agent);
          if ('error' in outcome) {
            count(outcome.error);
            // refused: this instance is gone; the load balancer sends the next request elsewhere
            if (outcome.error === 'ECONNREFUSED') return;
          } else if (outcome.status === 503) {
            count(`503 ${outcome.code} retry-after=${outcome.retryAfter}`);
          } else count(String(outcome.status));
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = Array.from({ length: 20 }, client);
    await sleep(300);
    await drainAndClose(t.app, { delayMs: 700 });
    running = false;
    await Promise.all(clients);

    const seen = Object.fromEntries(outcomes);
    console.info(`end of a drain, 20 clients: ${JSON.stringify(seen)}`);
    const allowed = /^(200|404|503 SHUTTING_DOWN retry-after=1|ECONNREFUSED)$/;
    expect(
      Object.keys(seen).filter((key) => !allowed.test(key)),
      JSON.stringify(seen),
    ).toEqual([]);
    expect(seen['404']).toBeGreaterThan(0);
  }, 60_000);
});
