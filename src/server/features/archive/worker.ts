import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PendingFile } from '../../storage/file-storage';
import { newWorkerId, type ArchiveTimings } from '../../plugins/jobs';
import type { ArchiveServices } from './deps';
import { ARCHIVE_DOCUMENTS } from '../../../engine/archive';
import { archiveDocumentDefinition, archiveLanguage, type ArchiveFrame } from './documents';
import { renderPdf } from '../../pdf/render-pdf';
import {
  archiveFrameRow,
  claimDueArchives,
  completeArchive,
  failArchive,
  renewArchiveClaims,
  type ClaimedArchive,
  type RenderedKeys,
} from './repo';
import { ARCHIVE_AREA, sweepArchiveFiles } from './sweep';

/** Attempts before an archive counts as failed ("not available" until HR re-archives it). */
export const ARCHIVE_MAX_ATTEMPTS = 5;
/** Archives claimed per round of a run. */
const BATCH = 5;

/**
 * The product's timings: a run every 30 s besides the kicks; a lease of 30 s renewed every 10 s while the worker
 * runs, so a render of any length keeps its archives and a dead instance's archives are rendered again after half
 * a minute; an hourly sweep of files older than an hour that no archive refers to.
 */
export const ARCHIVE_TIMINGS: ArchiveTimings = {
  intervalMs: 30_000,
  leaseMs: 30_000,
  heartbeatMs: 10_000,
  sweepIntervalMs: 60 * 60_000,
  orphanAgeMs: 60 * 60_000,
};

/** Pure. The wait before the next attempt: 30 s, 1, 2, 4 minutes ... at most an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

type Log = {
  error: (object: object, message: string) => void;
  info?: (object: object, message: string) => void;
};

/**
 * Renders the documents of one claimed archive into pending files of the storage (invisible until committed);
 * answers their keys and the files. A failure removes the files written so far.
 */
async function render(services: ArchiveServices, claimed: ClaimedArchive) {
  const source = await services.source(claimed.organization_id, claimed.process_id);
  if (!source) throw new Error(`process ${claimed.process_id} is gone`);
  const frameRow = await archiveFrameRow(services.db, claimed.organization_id, source.process.recipient_id);
  const config = await services.organizationConfig.get(claimed.organization_id);
  const language = archiveLanguage(frameRow?.language_key ?? undefined);
  const frame: ArchiveFrame = {
    organizationName: frameRow?.name ?? '',
    // PGlite answers bytea as a Uint8Array, pg as a Buffer
    logoPng: frameRow?.logo_png ? Buffer.from(frameRow.logo_png) : null,
    archivedAt: new Date(),
    timeZone: config.timeZone,
  };
  const keys: RenderedKeys = {
    conclusion: null,
    'self-evaluation': null,
    'supervisor-evaluation': null,
    comparison: null,
  };
  const files: PendingFile[] = [];
  try {
    for (const document of ARCHIVE_DOCUMENTS) {
      const definition = archiveDocumentDefinition(source, document, frame, language);
      if (!definition) continue;
      const pdf = await renderPdf(definition);
      const file = await services.storage.write(ARCHIVE_AREA, Readable.from([pdf]));
      files.push(file);
      keys[document] = file.key;
    }
  } catch (err) {
    await abortAll(files);
    throw err;
  }
  return { keys, language, files };
}

const abortAll = (files: readonly PendingFile[]) => Promise.all(files.map((file) => file.abort()));

/**
 * Renders and records one claimed archive. Its files become visible only after the transaction that records
 * their keys committed; a failure or a stale claim removes them. A run killed in between leaves pending files
 * (or, after the commit, pending files the archive refers to): the sweep removes, or commits, them.
 */
async function archiveOne(
  services: ArchiveServices,
  claimed: ClaimedArchive,
  leaseMs: number,
  log: Log,
): Promise<boolean> {
  // the claim may have run out while the batch's earlier archives were rendered (a heartbeat that failed)
  if ((await renewArchiveClaims(services.db, claimed.worker, leaseMs, claimed.id)) === 0) return false;
  let files: PendingFile[] = [];
  let previous: RenderedKeys | undefined;
  try {
    const rendered = await render(services, claimed);
    files = rendered.files;
    previous = await completeArchive(services.db, claimed, rendered.keys, rendered.language);
  } catch (err) {
    await abortAll(files);
    const final = claimed.attempts >= ARCHIVE_MAX_ATTEMPTS;
    log.error({ err, processId: claimed.process_id, attempts: claimed.attempts, final }, 'archive failed');
    await failArchive(services.db, claimed, String(err), retryDelayMs(claimed.attempts), final);
    return false;
  }
  // a stale run (re-queued or taken over meanwhile) throws its files away
  if (!previous) {
    await abortAll(files);
    return false;
  }
  try {
    await Promise.all(files.map((file) => file.commit()));
    // the documents the new ones replaced
    const replaced = Object.values(previous).filter((key): key is string => key !== null);
    await Promise.all(replaced.map((key) => services.storage.remove(key)));
  } catch (err) {
    log.error(
      { err, processId: claimed.process_id },
      'archive recorded, committing its files failed (the sweep commits them)',
    );
  }
  return true;
}

/**
 * Renews the claims `worker` holds every `heartbeatMs` while a run goes on; answers the function that stops it
 * (and waits for a renewal under way, so that none reaches the database after the run ended).
 */
function heartbeat(
  db: Kysely<Database>,
  worker: string,
  leaseMs: number,
  heartbeatMs: number,
  log: Log,
): () => Promise<void> {
  let beat: Promise<void> | null = null;
  const timer = setInterval(() => {
    beat ??= renewArchiveClaims(db, worker, leaseMs)
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'archive worker: renewing the claims failed'))
      .finally(() => {
        beat = null;
      });
  }, heartbeatMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await beat;
  };
}

/** Who runs the archive job and how long its claims hold; tests shorten them and name the worker. */
export type ArchiveRunOptions = Partial<Pick<ArchiveTimings, 'leaseMs' | 'heartbeatMs'>> & {
  /** names the worker in its claims (default: host, process and a random part) */
  workerId?: string;
};

/**
 * One run of the archive job: claims due archives in rounds and renders them until none is due, renewing the
 * short lease of its claims by a heartbeat meanwhile. Safe on every instance at once (see claimDueArchives).
 * Answers how many archives it completed.
 */
export async function runArchiveJob(
  services: ArchiveServices,
  log: Log,
  options: ArchiveRunOptions = {},
): Promise<number> {
  const worker = options.workerId ?? newWorkerId();
  const leaseMs = options.leaseMs ?? ARCHIVE_TIMINGS.leaseMs;
  const stopHeartbeat = heartbeat(
    services.db,
    worker,
    leaseMs,
    options.heartbeatMs ?? ARCHIVE_TIMINGS.heartbeatMs,
    log,
  );
  let done = 0;
  try {
    for (;;) {
      const claimed = await claimDueArchives(services.db, BATCH, worker, leaseMs);
      if (claimed.length === 0) return done;
      for (const row of claimed) if (await archiveOne(services, row, leaseMs, log)) done += 1;
    }
  } finally {
    await stopHeartbeat();
  }
}

/**
 * Starts the archive worker: a run soon after start, on every kick (an archive was queued) and every interval; a
 * kick during a run makes one more run after it. The files no archive refers to are swept soon after the start
 * and every sweep interval. The stop waits for the run and the sweep in flight.
 */
export function startArchiveJob(
  services: ArchiveServices,
  log: Log,
  options: Partial<ArchiveTimings> = {},
): { kick: () => void; stop: () => Promise<void> } {
  const timings: ArchiveTimings = { ...ARCHIVE_TIMINGS, ...options };
  const run: ArchiveRunOptions = {
    workerId: newWorkerId(),
    leaseMs: timings.leaseMs,
    heartbeatMs: timings.heartbeatMs,
  };
  let running: Promise<void> | null = null;
  let sweeping: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runArchiveJob(services, log, run)
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'archive job failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const sweep = () => {
    if (stopped || sweeping) return;
    sweeping = sweepArchiveFiles(services, timings.orphanAgeMs)
      .then((swept) => {
        if (swept.removed + swept.committed > 0) log.info?.(swept, 'archive sweep');
      })
      .catch((err: unknown) => log.error({ err }, 'archive sweep failed'))
      .finally(() => {
        sweeping = null;
      });
  };
  const first = setTimeout(() => {
    kick();
    sweep();
  }, 1_000);
  first.unref();
  const timers = [setInterval(kick, timings.intervalMs), setInterval(sweep, timings.sweepIntervalMs)];
  for (const timer of timers) timer.unref();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      for (const timer of timers) clearInterval(timer);
      while (running) await running;
      await sweeping;
    },
  };
}
