import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Employees of one organization with their supervisor's and mentor's names, sorted by name; only the given
 * ids when `only` is passed.
 */
export async function listUsers(db: Kysely<Database>, organizationId: number, only?: readonly number[]) {
  if (only?.length === 0) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('users as s', 's.id', 'u.supervisor_id')
    .leftJoin('users as m', 'm.id', 'u.mentor_id')
    .where('u.organization_id', '=', organizationId)
    .$if(only !== undefined, (q) => q.where('u.id', 'in', only!))
    .select([
      'u.id',
      'u.shorthand',
      'u.first_name',
      'u.last_name',
      'u.position',
      'u.supervisor_id',
      's.first_name as supervisor_first_name',
      's.last_name as supervisor_last_name',
      'm.first_name as mentor_first_name',
      'm.last_name as mentor_last_name',
      'u.can_be_impersonated',
    ])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}

export type UserListRow = Awaited<ReturnType<typeof listUsers>>[number];
