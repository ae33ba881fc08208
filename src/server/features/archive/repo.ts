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
>;

/**
 * Claims up to `limit` due archives for this worker: queued ones whose time has come, and running ones whose
 * lease ran out (their worker died). `for update skip locked` lets simultaneous workers (instances) take
 * different rows; the claim itself commits at once, so the lease, not a held lock, marks the row as taken.
 */
export async function claimDueArchives(db: Db, limit: number, leaseMs: number): Promise<ClaimedArchive[]> {
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
    return trx
      .updateTable('process_archives')
      .set({
        state: 'running',
        attempts: sql<number>`attempts + 1`,
        lease_until: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .returning(['id', 'organization_id', 'process_id', 'generation', 'attempts'])
      .execute();
  });
}

export type RenderedKeys = Record<ArchiveDocument, string | null>;

/**
 * Stores the rendered documents of a claimed archive, unless it was re-queued meanwhile (another generation):
 * answers the keys the row held before (to remove those files), or undefined when the run was stale.
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
    if (!row || row.generation !== claimed.generation || row.state !== 'running') return undefined;
    await trx
      .updateTable('process_archives')
      .set({
        state: 'done',
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

/** A failed run: queued again after `retryInMs`, or `failed` for good when `final` (same generation only). */
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
      lease_until: null,
      last_error: error.slice(0, 1000),
      next_attempt_at: sql<Date>`now() + ${`${retryInMs} milliseconds`}::interval`,
    })
    .where('id', '=', claimed.id)
    .where('generation', '=', claimed.generation)
    .where('state', '=', 'running')
    .execute();
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
