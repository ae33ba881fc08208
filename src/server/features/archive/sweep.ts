import type { ArchiveServices } from './deps';
import { referencedArchiveKeys } from './repo';

/** The storage area of the archived PDFs. */
export const ARCHIVE_AREA = 'archive';

export type SweepResult = { removed: number; committed: number };

/**
 * Removes the files of the archive area that no archive refers to and that were last changed more than
 * `olderThanMs` ago: the PDFs of a run that died between writing and recording them (pending files), and those
 * left by a run that died before removing the documents its archive replaced. Young files are never touched: they
 * may belong to a run going on in another instance. A pending file an archive refers to was recorded by a run
 * that died before its commit: it is committed now. Idempotent, so every instance may sweep.
 */
export async function sweepArchiveFiles(
  services: Pick<ArchiveServices, 'db' | 'storage'>,
  olderThanMs: number,
  now = new Date(),
): Promise<SweepResult> {
  const files = await services.storage.list(ARCHIVE_AREA);
  const committed = new Set(files.filter((file) => !file.pending).map((file) => file.key));
  const old = files.filter((file) => now.getTime() - file.modifiedAt.getTime() > olderThanMs);
  const referenced = await referencedArchiveKeys(services.db, [...new Set(old.map((file) => file.key))]);
  const result: SweepResult = { removed: 0, committed: 0 };
  for (const file of old) {
    if (!file.pending) {
      if (referenced.has(file.key)) continue;
      await services.storage.remove(file.key);
      result.removed += 1;
    } else if (referenced.has(file.key) && !committed.has(file.key)) {
      try {
        await services.storage.commitPending(file.key);
        result.committed += 1;
      } catch (err) {
        // another instance's sweep committed it first
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    } else {
      await services.storage.removePending(file.key);
      result.removed += 1;
    }
  }
  return result;
}
