import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from './connect';
import { lockDataFolder, ownerOf } from './data-folder-lock';

const IN_USE =
  /^The database folder .*pgdata is in use by another server \(process \d+, since [^)]+\); stop it first/;

let dataDir: string;
let lockPath: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-lock-'));
  lockPath = path.join(dataDir, 'pgdata.lock');
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const open = () => openDatabase(loadConfig({ DATA_DIR: dataDir }, { logLevel: 'silent' }));

const LOCK_AND_WAIT = `import('./src/server/db/data-folder-lock.ts').then((m) => {
  m.lockDataFolder(process.argv[1]);
  console.log('held');
  setInterval(() => {}, 1000);
})`;

/** A pid that no process has now: a child that has ended and been reaped. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

async function withLivingProcess(use: (pid: number) => unknown): Promise<void> {
  const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  try {
    await new Promise((resolve) => other.on('spawn', resolve));
    await use(other.pid!);
  } finally {
    other.kill('SIGKILL');
    await new Promise((resolve) => other.on('exit', resolve));
  }
}

// opening PGlite takes seconds on a busy machine
describe('the PGlite data folder lock', { timeout: 120_000 }, () => {
  it('refuses a second open of a folder in use with one sentence and leaves the first untouched', async () => {
    const first = await open();
    try {
      await sql`create table kept (n int)`.execute(first.db);
      const held = fs.readFileSync(lockPath, 'utf8');
      await expect(open()).rejects.toThrow(IN_USE);
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(held);
      expect(JSON.parse(held)).toMatchObject({ pid: process.pid });
      // the first handle still works on its database
      const kept = await sql<{ n: number }>`select count(*)::int as n from kept`.execute(first.db);
      expect(kept.rows).toEqual([{ n: 0 }]);
    } finally {
      await first.close();
    }
  });

  it('ends a second server process with the sentence and a non-zero exit', async () => {
    await withLivingProcess(async (pid) => {
      fs.writeFileSync(lockPath, JSON.stringify(ownerOf(pid)));
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'src/server/main.ts'],
          { env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' } },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(result.code).toBe(1);
      const said = result.stderr.split('\n').filter((line) => line.startsWith('Cannot start'));
      expect(said).toEqual([
        expect.stringMatching(/^Cannot start: The database folder .* is in use by another server/),
      ]);
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(false);
    });
  });

  it('releases the folder on a clean close, so the next open takes it', async () => {
    const first = await open();
    await first.close();
    expect(fs.existsSync(lockPath)).toBe(false);
    const second = await open();
    expect(fs.existsSync(lockPath)).toBe(true);
    await second.close();
  });

  it('takes over the lock of a process that has ended', async () => {
    fs.mkdirSync(path.join(dataDir, 'pgdata'));
    fs.writeFileSync(lockPath, JSON.stringify({ ...ownerOf(process.pid), pid: await deadPid() }));
    const lock = lockDataFolder(path.join(dataDir, 'pgdata'));
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('takes over at once the folder of a process killed with SIGKILL', async () => {
    const folder = path.join(dataDir, 'pgdata');
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', LOCK_AND_WAIT, folder], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    expect(() => lockDataFolder(folder)).toThrow(IN_USE);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));
    const lock = lockDataFolder(folder);
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (another start time)', () => {
    const owner = ownerOf(process.pid);
    fs.writeFileSync(lockPath, JSON.stringify({ ...owner, startTicks: (owner.startTicks ?? 0) + 1 }));
    const lock = lockDataFolder(path.join(dataDir, 'pgdata'));
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toEqual({ ...owner, since: expect.any(String) });
    lock.release();
  });

  it('takes over a lock from before a reboot and an empty lock file', () => {
    fs.writeFileSync(lockPath, JSON.stringify({ ...ownerOf(process.pid), bootId: 'another-boot' }));
    lockDataFolder(path.join(dataDir, 'pgdata')).release();
    fs.writeFileSync(lockPath, '');
    lockDataFolder(path.join(dataDir, 'pgdata')).release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('refuses while a living process other than this one holds the folder', async () => {
    await withLivingProcess((pid) => {
      fs.writeFileSync(lockPath, JSON.stringify(ownerOf(pid)));
      expect(() => lockDataFolder(path.join(dataDir, 'pgdata'))).toThrow(IN_USE);
      expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid });
    });
  });
});
