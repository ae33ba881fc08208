import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database';
import type { ArchiveServices } from '../../src/server/features/archive/deps';
import { runArchiveJob } from '../../src/server/features/archive/worker';
import { targetsStore } from '../../src/server/features/targets/store';
import { OrganizationConfigRepo } from '../../src/server/organizations/organization-config';
import { createProcessCore } from '../../src/server/processes';
import { fileStorageIn } from '../../src/server/storage/file-storage';
import { percentile, type BenchRow } from '../lib/report';
import { makeDataDir, serverEntry, serverEnv, startServer } from '../lib/server-process';
import { openBenchDatabase } from '../lib/bench-database';
import { onPGliteAndPostgres } from '../lib/throwaway-postgres';

const suite = 'archive';
const PORT = Number(process.env.BENCH_PORT ?? 3295);
/** Finished processes archived in one run (BENCH_ARCHIVES overrides). */
const ARCHIVES = Number(process.env.BENCH_ARCHIVES ?? 200);
const MAFEG = 1;
const MAFEG_FINAL = 170;

/**
 * Figures of the archive job: ARCHIVES finished MAFEGs (copies of the demo's finished, fully answered
 * MAFEG: self-evaluation, supervisor evaluation, documentation, goals) queued at once and rendered by one worker
 * run in this process, as an instance's job does: PDFs per second, p95 per archive (its four PDFs, the reads
 * before and the write after) and the memory the run took. On PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
 */
export async function runArchive(): Promise<BenchRow[]> {
  return onPGliteAndPostgres(suite, 'dpt_bench_arc', runOn);
}

/** The columns of a table but those named (the copies get their own ids and parents). */
async function columnsBut(db: Kysely<Database>, table: string, but: readonly string[]) {
  const rows = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  return rows.rows.map((r) => r.column_name).filter((c) => !but.includes(c));
}

const list = (columns: readonly string[], prefix = '') =>
  sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));

/**
 * Copies the demo's finished MAFEG `count` times (process, feedbacks, answers, goals), set-based, and queues
 * the copies' archives. Answers the copies' ids.
 */
async function finishedCopies(db: Kysely<Database>, count: number): Promise<number[]> {
  const template = await sql<{ id: number; organization_id: number }>`
    select p.id, p.organization_id from processes p
    where p.process_type = ${MAFEG} and p.status_id = ${MAFEG_FINAL}
      and (select count(*) from feedbacks f where f.process_id = p.id and f.feedback_type in (1, 2, 3)) = 3
    order by p.id limit 1`.execute(db);
  const source = template.rows[0];
  if (!source) throw new Error('the demo seed has no finished MAFEG');
  const before = (await sql<{ max: number }>`select max(id) as max from processes`.execute(db)).rows[0]!.max;

  const processColumns = await columnsBut(db, 'processes', ['id']);
  await sql`
    insert into processes (${list(processColumns)})
    select ${list(processColumns, 'p.')} from processes p cross join generate_series(1, ${count}) g
    where p.id = ${source.id}`.execute(db);

  const feedbackColumns = await columnsBut(db, 'feedbacks', ['id', 'process_id']);
  await sql`
    insert into feedbacks (process_id, ${list(feedbackColumns)})
    select np.id, ${list(feedbackColumns, 'f.')}
    from feedbacks f cross join processes np
    where f.process_id = ${source.id} and np.id > ${before}`.execute(db);

  // the answers of the three answered feedbacks, each to its copy of the same type
  const copies = sql`
    join feedbacks tf on tf.id = v.feedback_id and tf.process_id = ${source.id} and tf.feedback_type in (1, 2, 3)
    join feedbacks nf on nf.feedback_type = tf.feedback_type and nf.process_id > ${before}`;
  for (const table of ['feedback_item_values', 'feedback_matrix_values', 'feedback_comments']) {
    const columns = await columnsBut(db, table, ['feedback_id']);
    await sql`
      insert into ${sql.table(table)} (feedback_id, ${list(columns)})
      select nf.id, ${list(columns, 'v.')} from ${sql.table(table)} v ${copies}`.execute(db);
  }
  const targetColumns = await columnsBut(db, 'targets', ['id', 'feedback_id', 'process_id']);
  await sql`
    insert into targets (id, feedback_id, process_id, ${list(targetColumns)})
    select v.id || '-' || nf.id, nf.id, nf.process_id, ${list(targetColumns, 'v.')}
    from targets v ${copies}`.execute(db);

  // the demo's own archives still queued wait: the run renders the copies only
  await sql`
    update process_archives set next_attempt_at = now() + interval '1 day'
    where process_id <= ${before} and state = 'queued'`.execute(db);
  await sql`
    insert into process_archives (organization_id, process_id)
    select organization_id, id from processes where id > ${before}`.execute(db);
  await sql`analyze`.execute(db);
  const ids = await sql<{ id: number }>`select id from processes where id > ${before} order by id`.execute(
    db,
  );
  return ids.rows.map((r) => r.id);
}

async function runOn(label: string, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const dataDir = makeDataDir();
  const env = serverEnv(`http://localhost:${PORT}`, databaseUrl);
  try {
    // the first start migrates and seeds the demo; the copies are made while no server holds the db
    const entry = serverEntry();
    await (await startServer(dataDir, PORT, env, entry)).stop();

    const handle = await openBenchDatabase(dataDir, databaseUrl);
    try {
      const db = handle.db;
      const ids = await finishedCopies(db, ARCHIVES);
      const organizationConfig = new OrganizationConfigRepo(db);
      const core = createProcessCore({
        db,
        organizationConfig,
        log: { error: () => {} },
      });
      core.targets.useStore(targetsStore());
      // an archive spans from reading its source to reading the next one's (the worker renders one by one)
      const starts: number[] = [];
      const services: ArchiveServices = {
        db,
        storage: fileStorageIn(dataDir),
        organizationConfig,
        processes: core.api,
        source: (organizationId, processId) => {
          starts.push(performance.now());
          return core.api.archiveSource(organizationId, processId);
        },
        kick: () => {},
      };
      const errors: unknown[] = [];
      global.gc?.();
      const baseline = process.memoryUsage();
      let peakRss = baseline.rss;
      let peakHeap = baseline.heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      }, 20);
      const started = performance.now();
      const done = await runArchiveJob(services, { error: (object) => errors.push(object) });
      const ended = performance.now();
      clearInterval(sampler);
      const seconds = (ended - started) / 1000;
      const perArchive = starts.map((start, i) => (starts[i + 1] ?? ended) - start);
      const stored = await db
        .selectFrom('process_archives')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('process_id', 'in', ids)
        .where('state', '=', 'done')
        .executeTakeFirstOrThrow();
      const documents = await db
        .selectFrom('process_archives')
        .select(['conclusion_key', 'self_evaluation_key', 'supervisor_evaluation_key', 'comparison_key'])
        .where('process_id', 'in', ids)
        .execute();
      const pdfs = documents.reduce((n, r) => n + Object.values(r).filter((key) => key !== null).length, 0);
      const bytes = documents
        .flatMap((r) => Object.values(r))
        .filter((key): key is string => key !== null)
        .reduce((n, key) => n + fs.statSync(`${dataDir}/files/${key}`).size, 0);
      const mib = (n: number) => n / 1024 / 1024;
      const note = `${done}/${ids.length} archives done (${Number(stored.n)} in db), ${pdfs} PDFs, ${errors.length} errors; avg ${(bytes / 1024 / Math.max(1, pdfs)).toFixed(0)} KiB/PDF`;
      return [
        { suite, metric: `PDFs per second (${label})`, value: pdfs / seconds, unit: '/s', note },
        {
          suite,
          metric: `archives per second (${label})`,
          value: done / seconds,
          unit: '/s',
          note: `${ids.length} archives in ${seconds.toFixed(1)} s, one worker`,
        },
        {
          suite,
          metric: `archive p95, 4 PDFs (${label})`,
          value: percentile(perArchive, 95),
          unit: 'ms',
          note: `median ${percentile(perArchive, 50).toFixed(0)} ms, max ${Math.max(...perArchive).toFixed(0)} ms`,
        },
        {
          suite,
          metric: `memory growth during the run (${label})`,
          value: mib(peakRss - baseline.rss),
          unit: 'MiB',
          note: `rss ${mib(baseline.rss).toFixed(0)} -> peak ${mib(peakRss).toFixed(0)} MiB; heap peak ${mib(peakHeap).toFixed(0)} MiB (bench process${databaseUrl ? '' : ' incl. PGlite'})`,
        },
      ];
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
