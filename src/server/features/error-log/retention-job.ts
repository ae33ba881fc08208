import type { ErrorLogServices } from './deps';
import { deleteEntriesBefore } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often old entries are removed. */
const RETENTION_JOB_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the entries older than `retentionDays` (all organizations), on one instance at a time (see
 * deleteEntriesBefore); safe to repeat. Answers how many it removed (0 when another instance holds the lock).
 */
export async function purgeErrorLog(
  services: ErrorLogServices,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  return (await deleteEntriesBefore(services.db, new Date(now.getTime() - retentionDays * DAY_MS))) ?? 0;
}

/** Starts the retention job: once soon after start, then every interval; the stop waits for a run in flight. */
export function startRetentionJob(
  services: ErrorLogServices,
  retentionDays: number,
  log: { error: (object: object, message: string) => void },
  intervalMs = RETENTION_JOB_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = purgeErrorLog(services, retentionDays)
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'error log retention job failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 60_000);
  first.unref();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
