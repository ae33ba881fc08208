import type { FastifyInstance } from 'fastify';

/** A started background job: its stop function, or an object with one (a worker that also takes kicks). */
export type BackgroundJob = (() => Promise<void>) | { stop: () => Promise<void> };

/**
 * Runs a feature's background job while the app is open: `start` is called when the app is ready (not while
 * it is being built, so tests that only inject() start nothing early), and the job is stopped in preClose, so
 * that its run in flight finishes before the database closes (onClose). Answers the running job (undefined
 * before the start), for the feature's own kicks.
 */
export function runInBackground<J extends BackgroundJob>(
  app: FastifyInstance,
  start: () => J,
): () => J | undefined {
  let job: J | undefined;
  app.addHook('onReady', async () => {
    job = start();
  });
  app.addHook('preClose', async () => {
    if (typeof job === 'function') await job();
    else await job?.stop();
  });
  return () => job;
}

/**
 * Ends a feature's subscriptions (each given as the function that unsubscribes it) when the app closes. In
 * `onClose` (the default) the requests still in flight have finished, so their events are still handled; in
 * `preClose` the feature stops reacting as soon as the close begins.
 */
export function unsubscribeOnClose(
  app: FastifyInstance,
  unsubscribes: ReadonlyArray<() => void>,
  phase: 'preClose' | 'onClose' = 'onClose',
): void {
  const end = async () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
  if (phase === 'preClose') app.addHook('preClose', end);
  else app.addHook('onClose', end);
}
