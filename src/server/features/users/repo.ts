import { sql, type Kysely, type Transaction } from 'kysely';
import type { EmployeeSortColumn } from '../../../engine/employees';
import type { Database, EmployeeDetailColumn, UserRow } from '../../db/database';
import { rowOfOrganization } from '../../db/organization-row';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns of an employee in the lists: name, position, supervisor, mentor (u, s and m joined). */
const listedColumns = [
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
] as const;

/**
 * Employees of one organization with their supervisor's and mentor's names, sorted by name; only the given
 * ids when `only` is passed.
 */
export async function listUsers(db: Db, organizationId: number, only?: readonly number[]) {
  if (only?.length === 0) return [];
  return (
    db
      .selectFrom('users as u')
      .leftJoin('users as s', 's.id', 'u.supervisor_id')
      .leftJoin('users as m', 'm.id', 'u.mentor_id')
      .where('u.organization_id', '=', organizationId)
      // people deactivated by provisioning stay in history and processes, but are no longer chosen
      .where('u.active', '=', true)
      .$if(only !== undefined, (q) => q.where('u.id', 'in', only!))
      .select(listedColumns)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .execute()
  );
}

export type UserListRow = Awaited<ReturnType<typeof listUsers>>[number];

/** What the overview filters and sorts by; pageIndex counts from 0. */
export type UserPageFilter = {
  keyword: string;
  hierarchy?: string;
  location?: string;
  position?: string;
  pageIndex: number;
  pageSize: number;
  sort: EmployeeSortColumn;
  desc: boolean;
};

// The order of each sortable column; the names follow, then the id, so that pages never overlap.
const sortExpressions: Record<EmployeeSortColumn, string[]> = {
  shorthand: ['u.shorthand'],
  lastName: ['u.last_name', 'u.first_name'],
  firstName: ['u.first_name', 'u.last_name'],
  position: ['u.position'],
  supervisorName: ['s.last_name', 's.first_name'],
  mentorName: ['m.last_name', 'm.first_name'],
  location: ['u.location'],
  hierarchy: ['u.hierarchy'],
};

/** Pure. A keyword as a LIKE pattern that matches it anywhere, with LIKE's wildcards taken literally. */
const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, organizationId: number, filter: UserPageFilter) {
  const pattern = containsPattern(filter.keyword);
  return db
    .selectFrom('users as u')
    .leftJoin('users as s', 's.id', 'u.supervisor_id')
    .leftJoin('users as m', 'm.id', 'u.mentor_id')
    .where('u.organization_id', '=', organizationId)
    .$if(filter.keyword !== '', (q) =>
      q.where((eb) =>
        eb.or([
          eb('u.shorthand', 'ilike', pattern),
          eb('u.email', 'ilike', pattern),
          eb('u.position', 'ilike', pattern),
          eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
          eb(sql<string>`u.last_name || ' ' || u.first_name`, 'ilike', pattern),
        ]),
      ),
    )
    .$if(filter.hierarchy !== undefined, (q) => q.where('u.hierarchy', '=', filter.hierarchy!))
    .$if(filter.location !== undefined, (q) => q.where('u.location', '=', filter.location!))
    .$if(filter.position !== undefined, (q) => q.where('u.position', '=', filter.position!));
}

/** One page of an organization's employees as the overview asks, and how many match in all. */
export async function pageUsers(db: Db, organizationId: number, filter: UserPageFilter) {
  const direction = filter.desc ? sql`desc` : sql`asc`;
  const order = sortExpressions[filter.sort].map((column) => sql`${sql.ref(column)} ${direction} nulls last`);
  const [rows, count] = await Promise.all([
    filtered(db, organizationId, filter)
      .select([...listedColumns, 'u.location', 'u.hierarchy', 'u.active'])
      .orderBy(sql.join([...order, sql`u.last_name asc`, sql`u.first_name asc`, sql`u.id asc`]))
      .limit(filter.pageSize)
      .offset(filter.pageIndex * filter.pageSize)
      .execute(),
    filtered(db, organizationId, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type UserPageRow = Awaited<ReturnType<typeof pageUsers>>['rows'][number];

/** The distinct non-empty values of one organizational column, sorted. */
async function distinctOf(db: Db, organizationId: number, column: 'hierarchy' | 'location' | 'position') {
  const rows = await db
    .selectFrom('users')
    .select(column)
    .distinct()
    .where('organization_id', '=', organizationId)
    .where(column, '<>', '')
    .orderBy(column)
    .execute();
  return rows.map((row) => row[column]);
}

/** The hierarchy, location and position values an organization's employees have. */
export async function userOptions(db: Db, organizationId: number) {
  const [hierarchy, location, position] = await Promise.all([
    distinctOf(db, organizationId, 'hierarchy'),
    distinctOf(db, organizationId, 'location'),
    distinctOf(db, organizationId, 'position'),
  ]);
  return { hierarchy, location, position };
}

/** An employee of the organization with every detail field; undefined for an unknown id or another org's. */
export async function findUserRow(db: Db, organizationId: number, id: number, forUpdate = false) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(rowOfOrganization(organizationId, id))
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The id of the employee with this shorthand (exact first, then ignoring case), or undefined. */
export async function idOfShorthand(db: Db, organizationId: number, shorthand: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<string>`lower(shorthand)`, '=', shorthand.toLowerCase())
    .orderBy(sql`shorthand = ${shorthand}`, 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** True when another employee of the organization has this shorthand. */
export async function shorthandTaken(db: Db, organizationId: number, shorthand: string, exceptId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('shorthand', '=', shorthand)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

const personColumns = ['u.id', 'u.first_name', 'u.last_name', 'u.shorthand', 'u.position'] as const;

const reportCount = (organizationId: number) =>
  sql<string>`(select count(*) from users r where r.supervisor_id = u.id and r.organization_id = ${organizationId})`;

/** The given employees of the organization as hierarchy people (with their direct report counts). */
export async function hierarchyPeople(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .select([...personColumns, reportCount(organizationId).as('report_count')])
    .where('u.organization_id', '=', organizationId)
    .where('u.id', 'in', [...ids])
    .execute();
}

/** The direct reports of an employee, by name, with their own direct report counts. */
export async function directReports(db: Db, organizationId: number, supervisorId: number) {
  return db
    .selectFrom('users as u')
    .select([...personColumns, reportCount(organizationId).as('report_count')])
    .where('u.organization_id', '=', organizationId)
    .where('u.supervisor_id', '=', supervisorId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

export type HierarchyPersonRow = Awaited<ReturnType<typeof directReports>>[number];

// names of supervisors, mentors and writers of history entries
export { peopleByIds, type PersonRow } from '../../employees';

/** The detail fields PUT /Users writes, as columns. */
export type UserDetailColumns = Pick<UserRow, EmployeeDetailColumn | 'mentor_id' | 'is_api_update_locked'>;

/** Writes an employee's detail fields and stamps updated_at. */
export async function updateUserDetail(
  db: Db,
  organizationId: number,
  id: number,
  columns: UserDetailColumns,
) {
  await db
    .updateTable('users')
    .set({ ...columns, updated_at: sql`now()` })
    .where(rowOfOrganization(organizationId, id))
    .execute();
}

/** An employee's change history, newest first, with the writers' names. */
export async function listHistory(db: Db, organizationId: number, userId: number, limit: number) {
  return db
    .selectFrom('user_history as h')
    .leftJoin('users as c', (join) =>
      join.onRef('c.id', '=', 'h.changed_by').on('c.organization_id', '=', organizationId),
    )
    .leftJoin('users as i', (join) =>
      join.onRef('i.id', '=', 'h.impersonated_by').on('i.organization_id', '=', organizationId),
    )
    .where('h.organization_id', '=', organizationId)
    .where('h.user_id', '=', userId)
    .select([
      'h.id',
      'h.field',
      'h.previous_value',
      'h.new_value',
      'h.source',
      'h.applied',
      'h.changed_at',
      'c.id as changed_by_id',
      'c.first_name as changed_by_first_name',
      'c.last_name as changed_by_last_name',
      'c.shorthand as changed_by_shorthand',
      'i.id as impersonated_by_id',
      'i.first_name as impersonated_by_first_name',
      'i.last_name as impersonated_by_last_name',
      'i.shorthand as impersonated_by_shorthand',
    ])
    .orderBy('h.changed_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

export type HistoryRow = Awaited<ReturnType<typeof listHistory>>[number];
