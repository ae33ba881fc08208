import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ArchiveDocument } from '../../../engine/archive';
import type { ProcessArchiveRow } from './tables';

type Db = Kysely<Database>;

/** The storage key column of each document. */
export const KEY_COLUMN = {
  conclusion: 'conclusion_key',
  'self-evaluation': 'self_evaluation_key',
  'supervisor-evaluation': 'supervisor_evaluation_key',
  comparison: 'comparison_key',
} as const satisfies Record<ArchiveDocument, keyof ProcessArchiveRow>;

/**
 * Queues the archive of a process (inside the transaction of its status change, or for a re-archive): a new row,
 * or the existing one back to `queued` with the next generation and fresh attempts. Rendered documents stay
 * until the new ones replace them.
 */
export async function queueArchive(db: Db, organizationId: number, processId: number): Promise<void> {
  await db
    .insertInto('process_archives')
    .values({ organization_id: organizationId, process_id: processId })
    .onConflict((oc) =>
      oc.column('process_id').doUpdateSet({
        state: 'queued',
        generation: sql<number>`process_archives.generation + 1`,
        attempts: 0,
        next_attempt_at: sql<Date>`now()`,
        claimed_by: null,
        lease_until: null,
        last_error: null,
        queued_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** The archive of a process of the organization. */
export async function findArchive(
  db: Db,
  organizationId: number,
  processId: number,
): Promise<ProcessArchiveRow | undefined> {
  return db
    .selectFrom('process_archives')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('process_id', '=', processId)
    .executeTakeFirst();
}

export type ClaimedArchive = Pick<
  ProcessArchiveRow,
  'id' | 'organization_id' | 'process_id' | 'generation' | 'attempts'
> & {
  /** the worker holding the claim */
  worker: string;
};

const fromNow = (ms: number) => sql<Date>`now() + ${`${ms} milliseconds`}::interval`;

/**
 * Claims up to `limit` due archives for `worker`: queued ones whose time has come, and running ones whose lease
 * ran out (their worker died). `for update skip locked` lets simultaneous workers (instances) take different
 * rows; the claim itself commits at once, so the lease, not a held lock, marks the row as taken. The lease is
 * short: the worker's heartbeat renews it (renewArchiveClaims) for as long as it works.
 */
export async function claimDueArchives(
  db: Db,
  limit: number,
  worker: string,
  leaseMs: number,
): Promise<ClaimedArchive[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('process_archives')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
          eb.and([eb('state', '=', 'running'), eb('lease_until', '<', sql<Date>`now()`)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const claimed = await trx
      .updateTable('process_archives')
      .set({
        state: 'running',
        attempts: sql<number>`attempts + 1`,
        claimed_by: worker,
        lease_until: fromNow(leaseMs),
      })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .returning(['id', 'organization_id', 'process_id', 'generation', 'attempts'])
      .execute();
    return claimed.map((row) => ({ ...row, worker }));
  });
}

/**
 * The worker's heartbeat: extends to `leaseMs` from now the lease of every archive `worker` still holds (or of
 * the one archive `id`). Answers how many it renewed: 0 for `id` means the claim is no longer the worker's.
 */
export async function renewArchiveClaims(
  db: Db,
  worker: string,
  leaseMs: number,
  id?: number,
): Promise<number> {
  let renew = db
    .updateTable('process_archives')
    .set({ lease_until: fromNow(leaseMs) })
    .where('state', '=', 'running')
    .where('claimed_by', '=', worker);
  if (id !== undefined) renew = renew.where('id', '=', id);
  const { numUpdatedRows } = await renew.executeTakeFirst();
  return Number(numUpdatedRows);
}

export type RenderedKeys = Record<ArchiveDocument, string | null>;

/**
 * Stores the rendered documents of a claimed archive, unless the claim is stale (re-queued meanwhile, another
 * generation, or taken over by another worker after its lease ran out): answers the keys the row held before
 * (to remove those files), or undefined when the run was stale.
 */
export async function completeArchive(
  db: Db,
  claimed: ClaimedArchive,
  keys: RenderedKeys,
  language: string,
): Promise<RenderedKeys | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('process_archives')
      .selectAll()
      .where('id', '=', claimed.id)
      .forUpdate()
      .executeTakeFirst();
    if (
      !row ||
      row.generation !== claimed.generation ||
      row.state !== 'running' ||
      row.claimed_by !== claimed.worker
    )
      return undefined;
    await trx
      .updateTable('process_archives')
      .set({
        state: 'done',
        claimed_by: null,
        lease_until: null,
        last_error: null,
        language,
        archived_at: sql<Date>`now()`,
        conclusion_key: keys.conclusion,
        self_evaluation_key: keys['self-evaluation'],
        supervisor_evaluation_key: keys['supervisor-evaluation'],
        comparison_key: keys.comparison,
      })
      .where('id', '=', claimed.id)
      .execute();
    return {
      conclusion: row.conclusion_key,
      'self-evaluation': row.self_evaluation_key,
      'supervisor-evaluation': row.supervisor_evaluation_key,
      comparison: row.comparison_key,
    };
  });
}

/**
 * A failed run: queued again after `retryInMs`, or `failed` for good when `final` (while the claim is still the
 * worker's: same generation, not taken over).
 */
export async function failArchive(
  db: Db,
  claimed: ClaimedArchive,
  error: string,
  retryInMs: number,
  final: boolean,
): Promise<void> {
  await db
    .updateTable('process_archives')
    .set({
      state: final ? 'failed' : 'queued',
      claimed_by: null,
      lease_until: null,
      last_error: error.slice(0, 1000),
      next_attempt_at: sql<Date>`now() + ${`${retryInMs} milliseconds`}::interval`,
    })
    .where('id', '=', claimed.id)
    .where('generation', '=', claimed.generation)
    .where('state', '=', 'running')
    .where('claimed_by', '=', claimed.worker)
    .execute();
}

/** Of `keys`, those an archive refers to (the sweep keeps their files). */
export async function referencedArchiveKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  const columns = Object.values(KEY_COLUMN);
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    const rows = await db
      .selectFrom('process_archives')
      .select(columns)
      .where((eb) => eb.or(columns.map((column) => eb(column, '=', sql<string>`any(${chunk}::text[])`))))
      .execute();
    for (const row of rows)
      for (const column of columns) {
        const key = row[column];
        if (key !== null && chunk.includes(key)) referenced.add(key);
      }
  }
  return referenced;
}

/** The name, logo and the recipient's language a process's documents are made with. */
export async function archiveFrameRow(db: Db, organizationId: number, recipientId: number) {
  return db
    .selectFrom('organizations as o')
    .leftJoin('users as u', (join) =>
      join.on('u.organization_id', '=', organizationId).on('u.id', '=', recipientId),
    )
    .select(['o.name', 'o.logo_png', 'u.language_key'])
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
}

/** The workflow settings of a process type of an organization (read inside a status change's transaction). */
export async function workflowSettingsIn(db: Db, organizationId: number, processType: number) {
  return db
    .selectFrom('workflows')
    .select('settings')
    .where('organization_id', '=', organizationId)
    .where('process_type', '=', processType)
    .executeTakeFirst();
}
