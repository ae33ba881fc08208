import { pdpReviewState } from '../../../engine/calendar';
import { PROCESS_TYPES } from '../../../engine/constants';
import { closedStatusOf } from '../../../engine/workflows';
import type { PdpServices } from './deps';
import { openPdps, organizationsWithPdps, reviewsOf } from './repo';
import { reviewDatesOf, syncStatus } from './service';

/**
 * Moves every open PDP to the status its review dates give now (SPEC §4: a planned review that passed -> 199,
 * six months later -> 110), so that process lists and the dashboard agree without anyone opening the PDP.
 * Exported for the scheduler and for tests; returns how many PDPs moved.
 */
export async function syncPdpStatuses(services: PdpServices, now = new Date()): Promise<number> {
  const { db } = services;
  let moved = 0;
  for (const organizationId of await organizationsWithPdps(db)) {
    const compiled = await services.processes.workflow(organizationId, PROCESS_TYPES.PDP);
    const { timeZone } = await services.organizationConfig.get(organizationId);
    const open = await openPdps(db, organizationId, [closedStatusOf(compiled.settings) ?? -1]);
    const reviews = await reviewsOf(
      db,
      organizationId,
      open.map((p) => p.id),
    );
    for (const process of open) {
      const own = reviews.filter((r) => r.process_id === process.id);
      const state = pdpReviewState(reviewDatesOf(process, own), now, timeZone);
      if ((await syncStatus(services, process, compiled, state.status)) !== process.status_id) moved += 1;
    }
  }
  return moved;
}

/** How often the PDP statuses are brought up to date: the 6-month rule counts in days. */
export const PDP_STATUS_JOB_INTERVAL_MS = 60 * 60 * 1000;

/** Starts the status job (one run at a time); the returned stop waits for a run in flight. */
export function startPdpStatusJob(
  services: PdpServices,
  log: { error: (object: object, message: string) => void },
  intervalMs = PDP_STATUS_JOB_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = syncPdpStatuses(services)
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'PDP status job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
