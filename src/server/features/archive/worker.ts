import { Readable } from 'node:stream';
import type { ArchiveServices } from './deps';
import { ARCHIVE_DOCUMENTS } from '../../../engine/archive';
import { archiveDocumentDefinition, archiveLanguage, type ArchiveFrame } from './documents';
import { renderPdf } from '../../pdf/render-pdf';
import {
  archiveFrameRow,
  claimDueArchives,
  completeArchive,
  failArchive,
  type ClaimedArchive,
  type RenderedKeys,
} from './repo';

/** Attempts before an archive counts as failed ("not available" until HR re-archives it). */
export const ARCHIVE_MAX_ATTEMPTS = 5;
/** How long a claimed archive stays with its worker before another may take it over. */
export const ARCHIVE_LEASE_MS = 5 * 60_000;
/** How often the worker looks for due archives (retries, other instances' queue) besides being kicked. */
export const ARCHIVE_POLL_MS = 30_000;
/** Archives claimed per round of a run. */
const BATCH = 5;

/** Pure. The wait before the next attempt: 30 s, 1, 2, 4 minutes ... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

type Log = { error: (object: object, message: string) => void };

/** Renders the documents of one claimed archive into the storage; answers the new keys. */
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
  const written: { key: string; commit: () => Promise<void>; abort: () => Promise<void> }[] = [];
  try {
    for (const document of ARCHIVE_DOCUMENTS) {
      const definition = archiveDocumentDefinition(source, document, frame, language);
      if (!definition) continue;
      const pdf = await renderPdf(definition);
      const file = await services.storage.write('archive', Readable.from([pdf]));
      written.push(file);
      keys[document] = file.key;
    }
    for (const file of written) await file.commit();
  } catch (err) {
    await Promise.all(written.map((file) => file.abort()));
    throw err;
  }
  return { keys, language };
}

async function archiveOne(services: ArchiveServices, claimed: ClaimedArchive, log: Log): Promise<boolean> {
  let rendered: Awaited<ReturnType<typeof render>> | undefined;
  try {
    rendered = await render(services, claimed);
    const { keys, language } = rendered;
    const previous = await completeArchive(services.db, claimed, keys, language);
    rendered = undefined;
    // a stale run (re-queued meanwhile) throws its files away; a fresh one those it replaced
    const obsolete = Object.values(previous ?? keys).filter((key): key is string => key !== null);
    await Promise.all(obsolete.map((key) => services.storage.remove(key)));
    return previous !== undefined;
  } catch (err) {
    if (rendered)
      await Promise.all(
        Object.values(rendered.keys)
          .filter((key): key is string => key !== null)
          .map((key) => services.storage.remove(key)),
      );
    const final = claimed.attempts >= ARCHIVE_MAX_ATTEMPTS;
    log.error({ err, processId: claimed.process_id, attempts: claimed.attempts, final }, 'archive failed');
    await failArchive(services.db, claimed, String(err), retryDelayMs(claimed.attempts), final);
    return false;
  }
}

/**
 * One run of the archive job: claims due archives in rounds and renders them until none is due. Safe on every
 * instance at once (see claimDueArchives). Answers how many archives it completed.
 */
export async function runArchiveJob(services: ArchiveServices, log: Log): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await claimDueArchives(services.db, BATCH, ARCHIVE_LEASE_MS);
    if (claimed.length === 0) return done;
    for (const row of claimed) if (await archiveOne(services, row, log)) done += 1;
  }
}

/**
 * Starts the archive worker: a run soon after start, on every kick (an archive was queued) and every poll
 * interval; a kick during a run makes one more run after it. The stop waits for the run in flight.
 */
export function startArchiveJob(
  services: ArchiveServices,
  log: Log,
  intervalMs = ARCHIVE_POLL_MS,
): { kick: () => void; stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runArchiveJob(services, log)
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'archive job failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const first = setTimeout(run, 1_000);
  first.unref();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      while (running) await running;
    },
  };
}
