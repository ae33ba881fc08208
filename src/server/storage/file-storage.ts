import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Storage keys are ours, never a user's file name: a folder per area and a UUID. */
const KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}$/;
const AREA = /^[a-z0-9-]+$/;
/** What a pending file's name ends with until its commit. */
const PENDING = '.part';

/** A file being written: it becomes visible under its key only on commit; abort removes every trace. */
export type PendingFile = {
  key: string;
  /** where the bytes are while pending (for content checks) */
  tempPath: string;
  size: number;
  commit(): Promise<void>;
  abort(): Promise<void>;
};

/** A file found in an area: committed, or still pending under its temporary name (`pending`). */
export type StoredFile = { key: string; pending: boolean; modifiedAt: Date };

/**
 * The one file storage of the app (DESIGN "Data": PDP documents, exports, ...): a folder under DATA_DIR.
 * Files are written to a temporary name and renamed on commit, so a refused or failed upload leaves nothing.
 */
export class FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key "${key}".`);
    return path.join(this.root, key);
  }

  /**
   * Streams `source` into a new file of `area` (e.g. "pdp"). A stream error (e.g. a size limit) removes the
   * partial file and rethrows. The file is invisible until `commit`.
   */
  async write(area: string, source: Readable): Promise<PendingFile> {
    const key = `${area}/${randomUUID()}`;
    const finalPath = this.pathOf(key);
    await fs.mkdir(path.dirname(finalPath), { recursive: true });
    const tempPath = `${finalPath}${PENDING}`;
    try {
      await pipeline(source, createWriteStream(tempPath, { flags: 'wx' }));
    } catch (err) {
      await fs.rm(tempPath, { force: true });
      throw err;
    }
    const { size } = await fs.stat(tempPath);
    return {
      key,
      tempPath,
      size,
      commit: () => this.commitPending(key),
      abort: () => this.removePending(key),
    };
  }

  /** Makes the pending file of `key` visible under its key (the commit of a file written before). */
  async commitPending(key: string): Promise<void> {
    const finalPath = this.pathOf(key);
    await fs.rename(`${finalPath}${PENDING}`, finalPath);
  }

  /** Removes the pending file of `key` (nothing when it is missing). */
  async removePending(key: string): Promise<void> {
    await fs.rm(`${this.pathOf(key)}${PENDING}`, { force: true });
  }

  /**
   * The files of an area, committed and pending, with their last change (for sweeps of what nothing references).
   * Names that are not storage keys are left out.
   */
  async list(area: string): Promise<StoredFile[]> {
    if (!AREA.test(area)) throw new Error(`Invalid storage area "${area}".`);
    const folder = path.join(this.root, area);
    let names: string[];
    try {
      names = await fs.readdir(folder);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const files: StoredFile[] = [];
    for (const name of names) {
      const pending = name.endsWith(PENDING);
      const key = `${area}/${pending ? name.slice(0, -PENDING.length) : name}`;
      if (!KEY.test(key)) continue;
      try {
        const { mtime } = await fs.stat(path.join(folder, name));
        files.push({ key, pending, modifiedAt: mtime });
      } catch {
        // committed or removed meanwhile: the next listing sees what became of it
      }
    }
    return files;
  }

  /** Reads a stored file; undefined when it is missing. */
  async read(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    const file = this.pathOf(key);
    try {
      const { size } = await fs.stat(file);
      return { stream: createReadStream(file), size };
    } catch {
      return undefined;
    }
  }

  /** Removes a stored file (nothing when it is missing). */
  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

/** The storage under a data directory: `<dataDir>/files`. */
export const fileStorageIn = (dataDir: string): FileStorage => new FileStorage(path.join(dataDir, 'files'));
