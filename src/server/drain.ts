import type { FastifyInstance } from 'fastify';

/**
 * Drains the instance for a stop (SIGTERM, a rolling update): readiness turns 503 at once, requests keep being
 * served for `delayMs` while the load balancer notices, then the app closes: hub clients get a Close message
 * allowing reconnect (they reconnect through the load balancer to another instance), requests in flight finish
 * (new ones get 503), the mail worker finishes the message on the wire and gives the rest back, the jobs finish
 * their run, then the database closes.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { delayMs?: number; stop?: AbortSignal } = {},
): Promise<void> {
  app.startDraining();
  const delayMs = options.delayMs ?? app.config.drainDelayMs;
  app.log.info({ delayMs }, 'draining: readiness is 503; closing after the delay');
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, delayMs);
    // a second signal ends the wait
    options.stop?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  // A keep-alive connection whose request finishes during the close would hold the server open until its idle
  // timeout (72 s): close each one as soon as it is idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
  }
}
