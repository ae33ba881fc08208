import crypto from 'node:crypto';
import fs from 'node:fs';
import { ConfigError } from '../config';

/** Who holds a folder: a process is named by its pid together with its start time and the machine's boot. */
export type LockOwner = {
  pid: number;
  /** clock ticks since boot at which the process started (/proc/<pid>/stat); null where /proc is missing */
  startTicks: number | null;
  /** /proc/sys/kernel/random/boot_id; null where missing */
  bootId: string | null;
  /** ISO time the lock was taken, for the message */
  since: string;
};

export type DataFolderLock = {
  path: string;
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release: () => void;
};

/**
 * Takes `<folder>.lock` for this process, so that only one process opens an embedded database folder (two
 * PGlite instances on one folder corrupt it). A lock whose owner is gone — a dead pid, a pid now used by
 * another process (other start time, as after a container restart), a zombie, or a lock from before a
 * reboot — is taken over at once; a lock of a living owner ends with a ConfigError of one sentence. The file
 * appears complete or not at all (written aside, then hard-linked in place). Also released at process exit.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockPath = `${folder}.lock`;
  const mine = JSON.stringify(ownerOf(process.pid));
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath, mine)) {
      const release = () => {
        process.removeListener('exit', release);
        if (readOrNull(lockPath) === mine) fs.rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return { path: lockPath, release };
    }
    const found = readOrNull(lockPath);
    if (found === null) continue; // released meanwhile
    const owner = parseOwner(found);
    if (owner && isAlive(owner)) {
      throw new ConfigError(
        `The database folder ${folder} is in use by another server (process ${owner.pid}, since ${owner.since}); ` +
          'stop it first or set DATA_DIR to another folder.',
      );
    }
    removeIfUnchanged(lockPath, found);
  }
  throw new ConfigError(`The database folder ${folder} could not be locked: other processes keep taking it.`);
}

/** The identity of a process as this machine names it now; exported for tests. */
export function ownerOf(pid: number): LockOwner {
  return {
    pid,
    startTicks: processStat(pid)?.startTicks ?? null,
    bootId: bootId(),
    since: new Date().toISOString(),
  };
}

function tryCreate(lockPath: string, content: string): boolean {
  const aside = `${lockPath}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, content, { flag: 'wx' });
  try {
    linkOrWrite(aside, lockPath, content);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/** Hard-links `from` as `to` (fails with EEXIST when taken); where the file system has no hard links, `wx`. */
function linkOrWrite(from: string, to: string, content: string) {
  try {
    fs.linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error;
    fs.writeFileSync(to, content, { flag: 'wx' });
  }
}

/**
 * Removes a stale lock only if it is still the one judged stale: it is moved aside first (atomic), and put back
 * when another process replaced it in between.
 */
function removeIfUnchanged(lockPath: string, stale: string) {
  const aside = `${lockPath}.stale.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const moved = readOrNull(aside);
    if (moved !== null && moved !== stale) linkOrWrite(aside, lockPath, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

function isAlive(owner: LockOwner): boolean {
  const now = bootId();
  if (owner.bootId && now && owner.bootId !== now) return false;
  const stat = processStat(owner.pid);
  if (stat) {
    if (stat.state === 'Z' || stat.state === 'X') return false;
    return owner.startTicks === null || stat.startTicks === owner.startTicks;
  }
  if (fs.existsSync('/proc/self/stat')) return false; // /proc works and the pid is not in it
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function processStat(pid: number): { state: string; startTicks: number } | null {
  const text = readOrNull(`/proc/${pid}/stat`);
  if (text === null) return null;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses; starttime is field 22
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTicks: Number(fields[19]) };
}

function bootId(): string | null {
  return readOrNull('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : null;
  } catch {
    return null; // an empty or torn file (a crash of the machine while writing) holds nothing
  }
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
