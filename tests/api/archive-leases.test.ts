import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { claimDueArchives, queueArchive } from '../../src/server/features/archive/repo';
import { sweepArchiveFiles } from '../../src/server/features/archive/sweep';
import { runArchiveJob } from '../../src/server/features/archive/worker';
import { FileStorage, type PendingFile } from '../../src/server/storage/file-storage';
import { archiveServices, silentLog } from './helpers/archive-services';
import { buildProcessOrg, createProcess, type ProcessOrg } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

// The archive worker's claims hold a short lease that a heartbeat renews while it works, so the
// archives of a killed instance are rendered again within seconds; its PDFs become files only once their archive
// is recorded, and a sweep clears what a killed run left. The test's workers run with a lease of 1.5 s; the app's
// own worker runs only at its start (before the tests queue anything) and is never kicked here.

const { t } = useTestApp({ config: { seedDemoData: false, archiveWorker: { intervalMs: 3_600_000 } } });

const LEASE = 1_500;
const BEAT = 300;
const HOUR = 60 * 60_000;
const FINAL = 170;
const KEYS = [
  'conclusion_key',
  'self_evaluation_key',
  'supervisor_evaluation_key',
  'comparison_key',
] as const;

let o: ProcessOrg;

beforeAll(async () => {
  o = await buildProcessOrg(t);
  // the app's worker makes its first run a second after the start: it must find nothing of the tests' queue
  await new Promise((resolve) => setTimeout(resolve, 1_500));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const filesDir = () => path.join(t.config.dataDir, 'files');
const archiveDir = () => path.join(filesDir(), 'archive');

/**
 * Queues the archive of `count` new processes of the organization, ended in the database so that the next one can
 * be created (no event: no worker is kicked).
 */
async function queued(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const process = await createProcess(t, o.employee, o.employee.user.id);
    await t.app.db.updateTable('processes').set({ status_id: FINAL }).where('id', '=', process.id).execute();
    await queueArchive(t.app.db, o.org.id, process.id);
    ids.push(process.id);
  }
  return ids;
}

const rowOf = (processId: number) =>
  t.app.db
    .selectFrom('process_archives')
    .selectAll()
    .select(sql<number>`(extract(epoch from lease_until - now()) * 1000)::float8`.as('lease_left_ms'))
    .where('process_id', '=', processId)
    .executeTakeFirstOrThrow();

/** The files of the archive area as the file system has them: committed keys, and keys still pending. */
function archiveFiles() {
  const names = fs.existsSync(archiveDir()) ? fs.readdirSync(archiveDir()) : [];
  return {
    committed: names.filter((name) => !name.endsWith('.part')).map((name) => `archive/${name}`),
    pending: names.filter((name) => name.endsWith('.part')).map((name) => `archive/${name.slice(0, -5)}`),
  };
}

/** Every storage key an archive refers to. */
async function referencedKeys(): Promise<Set<string>> {
  const rows = await t.app.db.selectFrom('process_archives').select(KEYS).execute();
  return new Set(rows.flatMap((row) => KEYS.map((key) => row[key])).filter((key) => key !== null));
}

const keysOf = (row: Awaited<ReturnType<typeof rowOf>>) =>
  KEYS.map((key) => row[key]).filter((key) => key !== null);

/** The file storage as one worker sees it: counts its writes and commits, slows its writes, or dies. */
class WatchedStorage extends FileStorage {
  written: string[] = [];
  committed: string[] = [];

  constructor(
    private readonly options: {
      /** waited before each file is written */
      writeDelayMs?: number;
      /** the worker's instance is killed once it wrote: it removes nothing any more */
      dies?: boolean;
    } = {},
  ) {
    super(filesDir());
  }

  override async write(area: string, source: Readable): Promise<PendingFile> {
    if (this.options.writeDelayMs) await sleep(this.options.writeDelayMs);
    const file = await super.write(area, source);
    this.written.push(file.key);
    return {
      ...file,
      commit: async () => {
        this.committed.push(file.key);
        await file.commit();
      },
      abort: async () => {
        if (!this.options.dies) await file.abort();
      },
    };
  }

  override async remove(key: string): Promise<void> {
    if (!this.options.dies) await super.remove(key);
  }
}

/** A connection of an instance that gets killed: once `dead()`, nothing it sends reaches the database. */
function dyingDb(dead: () => boolean): Kysely<Database> {
  return t.app.db.withPlugin({
    transformQuery: (args) => {
      if (dead()) throw new Error('the instance was killed');
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
}

describe('the archive worker after a crash', () => {
  it('renders the archive of a killed worker again once its short lease ran out', async () => {
    const [processId] = await queued(1);
    let killed = false;
    let reached = () => {};
    const renderStarted = new Promise<void>((resolve) => (reached = resolve));
    let revive = () => {};
    const revived = new Promise<void>((resolve) => (revive = resolve));
    // the first worker claims the archive, starts rendering and is killed: no heartbeat, no database any more
    const dead = runArchiveJob(
      archiveServices(t, {
        db: dyingDb(() => killed),
        source: async (organizationId, id) => {
          reached();
          await revived;
          return t.processes.api.archiveSource(organizationId, id);
        },
      }),
      silentLog,
      { workerId: 'killed', leaseMs: LEASE, heartbeatMs: BEAT },
    );
    try {
      await renderStarted;
      killed = true;
      const killedAt = Date.now();
      expect(await rowOf(processId)).toMatchObject({ state: 'running', attempts: 1 });
      const alive = { workerId: 'alive', leaseMs: LEASE, heartbeatMs: BEAT };
      // while its lease holds, another worker leaves the archive alone; after it, takes it over
      expect(await runArchiveJob(archiveServices(t), silentLog, alive)).toBe(0);
      await vi.waitFor(
        async () => expect(await runArchiveJob(archiveServices(t), silentLog, alive)).toBe(1),
        { timeout: 15_000, interval: 200 },
      );
      expect(Date.now() - killedAt).toBeLessThan(LEASE + 3_000);
      const done = await rowOf(processId);
      expect(done).toMatchObject({ state: 'done', claimed_by: null, attempts: 2, lease_until: null });

      // the killed worker comes back (a frozen VM): its run is stale, it records nothing and keeps no file
      killed = false;
      revive();
      expect(await dead).toBe(0);
      expect(await rowOf(processId)).toMatchObject(Object.fromEntries(KEYS.map((key) => [key, done[key]])));
      const files = archiveFiles();
      expect(files.pending).toEqual([]);
      const referenced = await referencedKeys();
      expect(files.committed.filter((key) => !referenced.has(key))).toEqual([]);
      for (const key of keysOf(done)) expect(files.committed).toContain(key);
    } finally {
      killed = false;
      revive();
      await dead.catch(() => 0);
    }
  });

  it('keeps the claim of a render that takes several leases, renewed by the heartbeat', async () => {
    const [processId] = await queued(1);
    const slowStorage = new WatchedStorage({ writeDelayMs: LEASE });
    const otherStorage = new WatchedStorage();
    const started = Date.now();
    let finished = false;
    let reached = () => {};
    const renderStarted = new Promise<void>((resolve) => (reached = resolve));
    const slow = runArchiveJob(
      archiveServices(t, {
        storage: slowStorage,
        source: (organizationId, id) => {
          reached();
          return t.processes.api.archiveSource(organizationId, id);
        },
      }),
      silentLog,
      { workerId: 'slow', leaseMs: LEASE, heartbeatMs: BEAT },
    ).finally(() => (finished = true));
    await renderStarted;
    // meanwhile another worker keeps looking for due archives, and the claim is watched
    const other: number[] = [];
    const claims: { claimedBy: string | null; leaseLeftMs: number }[] = [];
    while (!finished) {
      other.push(
        await runArchiveJob(archiveServices(t, { storage: otherStorage }), silentLog, {
          workerId: 'other',
          leaseMs: LEASE,
          heartbeatMs: BEAT,
        }),
      );
      const row = await rowOf(processId);
      if (row.state === 'running') claims.push({ claimedBy: row.claimed_by, leaseLeftMs: row.lease_left_ms });
      await sleep(200);
    }
    expect(await slow).toBe(1);
    const documents = slowStorage.written.length;
    expect(documents).toBeGreaterThanOrEqual(3);
    // longer than three leases; the claim stayed the slow worker's, on a short lease renewed all along
    expect(Date.now() - started).toBeGreaterThan(3 * LEASE);
    expect(claims.length).toBeGreaterThan(5);
    for (const claim of claims) {
      expect(claim.leaseLeftMs).toBeGreaterThan(0);
      expect(claim.leaseLeftMs).toBeLessThanOrEqual(LEASE + 100);
      expect(claim.claimedBy).toBe('slow');
    }
    expect(other.every((count) => count === 0)).toBe(true);
    expect(otherStorage.written).toEqual([]);
    // each PDF written and committed once
    const row = await rowOf(processId);
    expect(row).toMatchObject({ state: 'done', attempts: 1, claimed_by: null });
    expect(slowStorage.committed.sort()).toEqual(keysOf(row).sort());

    // the heartbeat ended with the run: a claim under the worker's name is no longer renewed
    await t.app.db
      .updateTable('process_archives')
      .set({ state: 'queued', next_attempt_at: new Date(0) })
      .where('process_id', '=', processId)
      .execute();
    const [claimed] = await claimDueArchives(t.app.db, 1, 'slow', LEASE);
    expect(claimed.process_id).toBe(processId);
    const leaseUntil = (await rowOf(processId)).lease_until;
    await sleep(3 * BEAT);
    expect((await rowOf(processId)).lease_until).toEqual(leaseUntil);
    await t.app.db
      .updateTable('process_archives')
      .set({ state: 'done', claimed_by: null, lease_until: null })
      .where('process_id', '=', processId)
      .execute();
  });

  it('leaves no PDF but pending files when a run dies before recording them; the sweep clears them', async () => {
    const processIds = await queued(2);
    // recording the documents fails, and the worker's instance dies before it could remove anything
    await sql`create function refuse_archive() returns trigger language plpgsql as $$
      begin raise exception 'killed before the commit'; end $$`.execute(t.app.db);
    await sql`create trigger refuse_archive before update on process_archives for each row
      when (old.state = 'running' and new.state = 'done') execute function refuse_archive()`.execute(
      t.app.db,
    );
    const dying = new WatchedStorage({ dies: true });
    try {
      expect(await runArchiveJob(archiveServices(t, { storage: dying }), silentLog)).toBe(0);
    } finally {
      await sql`drop trigger refuse_archive on process_archives`.execute(t.app.db);
      await sql`drop function refuse_archive`.execute(t.app.db);
    }
    for (const processId of processIds)
      expect(await rowOf(processId)).toMatchObject({ state: 'queued', attempts: 1 });
    // none of its PDFs became a file: what it wrote is pending, under a name no reader opens
    expect(dying.written.length).toBeGreaterThanOrEqual(6);
    expect(dying.committed).toEqual([]);
    const left = archiveFiles();
    for (const key of dying.written) {
      expect(left.pending).toContain(key);
      expect(left.committed).not.toContain(key);
    }

    // the sweep: what is older than an hour and referenced by no archive goes, the rest stays
    const storage = new FileStorage(filesDir());
    const backdate = (file: string) => {
      const hoursAgo = new Date(Date.now() - 2 * HOUR);
      fs.utimesSync(path.join(filesDir(), file), hoursAgo, hoursAgo);
    };
    const [oldPending, ...youngPending] = dying.written;
    backdate(`${oldPending}.part`);
    const write = async (text: string) => {
      const file = await storage.write('archive', Readable.from([text]));
      await file.commit();
      return file.key;
    };
    const oldOrphan = await write('left by a run that died before removing what its archive replaced');
    backdate(oldOrphan);
    const youngOrphan = await write('written by a run going on in another instance');
    // an archive whose run died after recording its keys, before committing its files
    const [done] = await queued(1);
    await runArchiveJob(archiveServices(t), silentLog);
    const [oldReferenced, uncommitted] = keysOf(await rowOf(done));
    backdate(oldReferenced);
    fs.renameSync(path.join(filesDir(), uncommitted), path.join(filesDir(), `${uncommitted}.part`));
    backdate(`${uncommitted}.part`);

    const swept = await sweepArchiveFiles(archiveServices(t), HOUR);
    expect(swept).toEqual({ removed: 2, committed: 1 });
    const after = archiveFiles();
    expect(after.pending).not.toContain(oldPending);
    expect(after.committed).not.toContain(oldOrphan);
    for (const key of youngPending) expect(after.pending).toContain(key);
    expect(after.committed).toContain(youngOrphan);
    expect(after.committed).toContain(oldReferenced);
    expect(after.committed).toContain(uncommitted);
    expect(after.pending).not.toContain(uncommitted);
    // a second sweep (another instance's) finds nothing more to do
    expect(await sweepArchiveFiles(archiveServices(t), HOUR)).toEqual({ removed: 0, committed: 0 });
  });
});
