import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ErrorLogTable } from './tables';
import './tables';

export type NewEntry = Insertable<ErrorLogTable> & { user_id: number | null };

/** The filters of the list and the export. `to` is exclusive. */
export type EntryFilter = {
  type?: number;
  userId?: number;
  from?: Date;
  to?: Date;
  errorId?: string;
};

export type EntryRow = {
  id: number;
  created_at: Date;
  type: number;
  description: string;
  error_id: string | null;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  shorthand: string | null;
};

export async function insertEntries(db: Kysely<Database>, rows: readonly NewEntry[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('error_log')
      .values([...rows])
      .execute();
}

/** Organization ids by (lowercased) slug. */
export async function organizationsBySlug(db: Kysely<Database>, slugs: readonly string[]) {
  const rows = await db
    .selectFrom('organizations')
    .select(['id', 'slug'])
    .where(
      'slug',
      'in',
      slugs.map((s) => s.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** User ids keyed `${organizationId}:${lowercased e-mail}` for the e-mails tried at sign-ins. */
export async function usersByEmail(
  db: Kysely<Database>,
  wanted: readonly { organizationId: number; email: string }[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'organization_id', sql<string>`lower(email)`.as('email')])
    .where(
      'organization_id',
      'in',
      wanted.map((w) => w.organizationId),
    )
    .where(
      sql<string>`lower(email)`,
      'in',
      wanted.map((w) => w.email.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((r) => [`${r.organization_id}:${r.email}`, r.id]));
}

function filtered(db: Kysely<Database>, organizationId: number, filter: EntryFilter) {
  let query = db.selectFrom('error_log').where('error_log.organization_id', '=', organizationId);
  if (filter.type !== undefined) query = query.where('error_log.type', '=', filter.type);
  if (filter.userId !== undefined) query = query.where('error_log.user_id', '=', filter.userId);
  if (filter.from) query = query.where('error_log.created_at', '>=', filter.from);
  if (filter.to) query = query.where('error_log.created_at', '<', filter.to);
  if (filter.errorId) query = query.where('error_log.error_id', '=', filter.errorId);
  return query;
}

const entryColumns = [
  'error_log.id',
  'error_log.created_at',
  'error_log.type',
  'error_log.description',
  'error_log.error_id',
  'error_log.user_id',
  'users.first_name',
  'users.last_name',
  'users.shorthand',
] as const;

/**
 * Entries of the organization matching the filter, newest first, after `before` (the last entry of the previous
 * chunk: keyset paging for the export) or from `offset`.
 */
export function listEntries(
  db: Kysely<Database>,
  organizationId: number,
  filter: EntryFilter,
  page: { offset?: number; limit: number; before?: { at: Date; id: number } },
): Promise<EntryRow[]> {
  let query = filtered(db, organizationId, filter)
    .leftJoin('users', 'users.id', 'error_log.user_id')
    .select([...entryColumns]);
  if (page.before) {
    const { at, id } = page.before;
    // spelled out (not a row comparison) so that the index on created_at bounds the scan
    query = query
      .where('error_log.created_at', '<=', at)
      .where((eb) => eb.or([eb('error_log.created_at', '<', at), eb('error_log.id', '<', id)]));
  }
  return query
    .orderBy('error_log.created_at', 'desc')
    .orderBy('error_log.id', 'desc')
    .offset(page.offset ?? 0)
    .limit(page.limit)
    .execute();
}

export async function countEntries(
  db: Kysely<Database>,
  organizationId: number,
  filter: EntryFilter,
): Promise<number> {
  const row = await filtered(db, organizationId, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The people named by the organization's entries (the user filter's choices), by name. */
export function usersInLog(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'shorthand'])
    .where('organization_id', '=', organizationId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('error_log')
          .select('error_log.id')
          .where('error_log.organization_id', '=', organizationId)
          .whereRef('error_log.user_id', '=', 'users.id'),
      ),
    )
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

/** Feedback types of a new process that have no donor (no supervisor to give them). */
export async function feedbackTypesWithoutDonor(
  db: Kysely<Database>,
  processId: number,
  types: readonly number[],
) {
  const rows = await db
    .selectFrom('feedbacks')
    .select('feedback_type')
    .where('process_id', '=', processId)
    .where('donor_id', 'is', null)
    .where('feedback_type', 'in', [...types])
    .orderBy('feedback_type')
    .execute();
  return rows.map((r) => r.feedback_type);
}

// any constant the other advisory locks of the app do not use (they lock (organization, recipient) pairs)
const RETENTION_LOCK = 7_013_013;

/**
 * Deletes the entries older than `cutoff`, on one instance at a time: the transaction-scoped advisory lock is
 * taken or skipped (another instance is on it). Answers the number deleted, or null when skipped.
 */
export async function deleteEntriesBefore(db: Kysely<Database>, cutoff: Date): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;
    const result = await trx.deleteFrom('error_log').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
