import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { problem } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** starts draining: /readyz answers 503 from now on (the stop itself is drainAndClose) */
    startDraining(): void;
    /** whether the instance is draining for a stop */
    isDraining(): boolean;
  }
}

/** Seconds a client waits before it retries a request a stopping instance turned away. */
const CLOSING_RETRY_AFTER_SECONDS = 1;

/** How long kept-alive connections may still bring a request once no new connection is accepted. */
const LAST_CALL_MS = 1_000;

type Phase = 'serving' | 'draining' | 'last-call' | 'closing';
const phases = new WeakMap<FastifyInstance, Phase>();

/**
 * The answers of a stopping instance (see drainAndClose): in its last call every answer closes its
 * connection, and once the app closes a request that still arrives gets the product's 503 with Retry-After
 * (Fastify's own would have neither the problem object nor the header). Register before the routes.
 */
export function registerDraining(app: FastifyInstance): void {
  phases.set(app, 'serving');
  app.decorate('startDraining', () => {
    if (phases.get(app) === 'serving') phases.set(app, 'draining');
  });
  app.decorate('isDraining', () => phases.get(app) !== 'serving');
  app.addHook('preClose', async () => {
    phases.set(app, 'closing');
  });
  app.addHook('onRequest', async (_request, reply) => {
    const phase = phases.get(app);
    if (phase === 'last-call') reply.header('connection', 'close');
    if (phase !== 'closing') return;
    reply.header('connection', 'close');
    return reply
      .status(503)
      .header('retry-after', String(CLOSING_RETRY_AFTER_SECONDS))
      .send(problem(503, 'SHUTTING_DOWN', 'This server is stopping; try again.'));
  });
}

/**
 * Drains the instance for a stop (SIGTERM, a rolling update):
 * 1. readiness turns 503 at once, and requests are served as usual for `delayMs` while the load balancer notices;
 * 2. the server stops accepting connections (a client that still connects is refused, which it may safely retry)
 *    and for a moment answers what arrives on connections it kept alive, each answer closing its connection;
 *    a kept-alive connection is never cut under a request the client is sending;
 * 3. the app closes: hub clients get a Close message allowing reconnect (they reconnect through the load balancer
 *    to another instance), requests in flight finish (new ones get 503 with Retry-After), idle connections are
 *    closed, the mail worker finishes the message on the wire and gives the rest back, the jobs finish their
 *    run, then the database closes.
 * A second signal (`stop`) skips the waits.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { delayMs?: number; stop?: AbortSignal } = {},
): Promise<void> {
  app.startDraining();
  const delayMs = options.delayMs ?? app.config.drainDelayMs;
  app.log.info({ delayMs }, 'draining: readiness is 503; closing after the delay');
  await wait(delayMs, options.stop);
  if (app.server.listening) {
    stopAccepting(app.server);
    phases.set(app, 'last-call');
    await wait(Math.min(LAST_CALL_MS, delayMs), options.stop);
  }
  // what is left: connections idle since before the drain, requests in flight; each idle one is closed
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
  }
}

function wait(ms: number, stop?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    stop?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Closes the listening socket and nothing else. Node's `server.close()` also cuts every idle kept-alive
 * connection at once, racing a request the client may be sending on it just then; those close after their
 * next answer instead. Fastify's own later `close()` of the server then only waits for the connections.
 */
function stopAccepting(server: Server): void {
  const closeIdle = server.closeIdleConnections;
  server.closeIdleConnections = () => undefined;
  let gone = false;
  server.once('close', () => (gone = true));
  server.close();
  server.closeIdleConnections = closeIdle;
  const close = server.close;
  // closing a server twice waits for a 'close' event; once it has been emitted, none comes again
  server.close = function (this: Server, callback?: (error?: Error) => void) {
    if (gone) {
      process.nextTick(() => callback?.());
      return this;
    }
    return close.call(this, callback);
  } as Server['close'];
}
