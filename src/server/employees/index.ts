import { sql, type Kysely, type Transaction } from 'kysely';
import {
  diffUserFields,
  type EmployeeFieldChange,
  type EmployeeFieldValue,
  type EmployeeFieldValues,
} from '../../engine/employees';
import type { Database } from '../db/database';

/**
 * What the employee administration and SCIM provisioning share: writing the change history of an employee and
 * the supervisor-cycle check. Both run inside the caller's transaction, so a change and its history commit
 * together or not at all. The names of employees by id serve the process core too.
 */

export { diffUserFields };
export type { EmployeeFieldChange, EmployeeFieldValue, EmployeeFieldValues };

type Db = Kysely<Database> | Transaction<Database>;

/** Who or what changed an employee, for the history rows of one change. */
export type UserChangeRecord = {
  organizationId: number;
  userId: number;
  changes: readonly EmployeeFieldChange[];
  /** 'person': the employee administration; 'provisioning': SCIM; 'signIn': a first sign-in at an external issuer */
  source: 'person' | 'provisioning' | 'signIn';
  /** the person who changed it; null for provisioning and sign-in */
  changedBy: number | null;
  /** the administrator behind an impersonated change, when there was one */
  impersonatedBy: number | null;
  /** false: provisioning changes refused because the employee's API lock is set */
  applied: boolean;
};

/** A field value as the history stores it: text, a person's id as text, 'true'/'false'; null stays null. */
const historyText = (value: EmployeeFieldValue): string | null => (value === null ? null : String(value));

/**
 * Writes one user_history row per change (nothing for an empty list). Call it with the transaction that makes
 * the change, so that history and change commit together.
 */
export async function recordUserChanges(trx: Db, record: UserChangeRecord): Promise<void> {
  if (record.changes.length === 0) return;
  await trx
    .insertInto('user_history')
    .values(
      record.changes.map((change) => ({
        organization_id: record.organizationId,
        user_id: record.userId,
        field: change.field,
        previous_value: historyText(change.previous),
        new_value: historyText(change.next),
        source: record.source,
        changed_by: record.changedBy,
        impersonated_by: record.impersonatedBy,
        applied: record.applied,
      })),
    )
    .execute();
}

// A cycle already in the data must not make the check loop: it stops after this many levels.
const MAX_CHAIN_DEPTH = 1000;

/**
 * True when making `newSupervisorId` the supervisor of `userId` would close a cycle: the new supervisor is the
 * user, or the user is somewhere in the new supervisor's supervisor line (one recursive query, scoped by
 * organization). A null supervisor never makes a cycle.
 */
export async function wouldCreateSupervisorCycle(
  db: Db,
  organizationId: number,
  userId: number,
  newSupervisorId: number | null,
): Promise<boolean> {
  if (newSupervisorId === null) return false;
  if (newSupervisorId === userId) return true;
  const { rows } = await sql<{ found: boolean }>`
    with recursive chain(id, depth) as (
      select supervisor_id, 1 from users
      where id = ${newSupervisorId} and organization_id = ${organizationId} and supervisor_id is not null
      union
      select u.supervisor_id, chain.depth + 1 from users u join chain on u.id = chain.id
      where u.organization_id = ${organizationId} and u.supervisor_id is not null and chain.depth < ${MAX_CHAIN_DEPTH}
    )
    select exists (select 1 from chain where id = ${userId}) as found`.execute(db);
  return rows[0]?.found === true;
}

/**
 * Serializes supervisor changes within one organization until the transaction ends (an advisory lock), so that
 * two concurrent changes cannot together close a cycle that each alone would not. Take it before
 * wouldCreateSupervisorCycle in every transaction that changes a supervisor.
 */
export async function lockOrganizationHierarchy(
  trx: Transaction<Database>,
  organizationId: number,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('users-hierarchy'), ${organizationId})`.execute(trx);
}

/** The names and shorthands of the given employees of the organization (none for no ids). */
export async function peopleByIds(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'shorthand'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .execute();
}

export type PersonRow = Awaited<ReturnType<typeof peopleByIds>>[number];
