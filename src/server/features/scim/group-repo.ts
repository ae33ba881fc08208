import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database, OrganizationSettings, UsersTable } from '../../db/database';
import type { ScimGroupRow, ScimMemberRow } from './group-mapping';
import './tables';
import { rowOfOrganization } from '../../db/organization-row';

type Db = Kysely<Database> | Transaction<Database>;

const groupColumns = ['g.id', 'g.display_name', 'g.external_id', 'g.created_at', 'g.updated_at'] as const;

/** A group of the organization by id; undefined for none (or another organization's). */
export function findGroup(db: Db, organizationId: number, id: number): Promise<ScimGroupRow | undefined> {
  return db
    .selectFrom('scim_groups as g')
    .select(groupColumns)
    .where(rowOfOrganization(organizationId, id, 'g'))
    .executeTakeFirst();
}

/** The same, locking the group's row until the transaction ends. */
export async function lockGroup(trx: Transaction<Database>, organizationId: number, id: number) {
  return trx
    .selectFrom('scim_groups as g')
    .select(groupColumns)
    .where(rowOfOrganization(organizationId, id, 'g'))
    .forUpdate()
    .executeTakeFirst();
}

/** One page of the organization's groups matching a condition (in id order), and how many match. */
export async function listGroups(
  db: Db,
  organizationId: number,
  condition: RawBuilder<SqlBool> | null,
  page: { offset: number; limit: number },
): Promise<{ rows: ScimGroupRow[]; total: number }> {
  const where = condition ?? sql<SqlBool>`true`;
  const base = db.selectFrom('scim_groups as g').where('g.organization_id', '=', organizationId).where(where);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows =
    page.limit === 0
      ? []
      : await base.select(groupColumns).orderBy('g.id').offset(page.offset).limit(page.limit).execute();
  return { rows, total: Number(counted.total) };
}

/** The members SCIM sees (not deleted through SCIM) of these groups, by group, in id order. */
export async function membersOf(
  db: Db,
  organizationId: number,
  groupIds: readonly number[],
): Promise<Map<number, ScimMemberRow[]>> {
  const byGroup = new Map<number, ScimMemberRow[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('scim_group_members as gm')
    .innerJoin('users as u', 'u.id', 'gm.user_id')
    .select(['gm.group_id', 'u.id', 'u.first_name', 'u.last_name', 'u.scim_display_name'])
    .where('u.organization_id', '=', organizationId)
    .where('u.scim_deleted_at', 'is', null)
    .where('gm.group_id', 'in', groupIds)
    .orderBy('gm.group_id')
    .orderBy('u.id')
    .execute();
  for (const { group_id, ...member } of rows) byGroup.get(group_id)?.push(member);
  return byGroup;
}

/** Whether another group of the organization has this name (compared without case). */
export async function groupNameTaken(db: Db, organizationId: number, name: string, exceptId: number | null) {
  let query = db
    .selectFrom('scim_groups')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<SqlBool>`lower(display_name) = ${name.toLowerCase()}`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Which of these ids name employees of the organization that SCIM sees. */
export async function visibleUserIds(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('scim_deleted_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertGroup(
  trx: Transaction<Database>,
  values: { organizationId: number; displayName: string; externalId: string | null },
): Promise<number> {
  const row = await trx
    .insertInto('scim_groups')
    .values({
      organization_id: values.organizationId,
      display_name: values.displayName,
      external_id: values.externalId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a group's name and externalId (and its updated_at, also when only its members changed). */
export async function updateGroup(
  trx: Transaction<Database>,
  organizationId: number,
  id: number,
  values: { displayName: string; externalId: string | null },
) {
  await trx
    .updateTable('scim_groups')
    .set({ display_name: values.displayName, external_id: values.externalId, updated_at: sql`now()` })
    .where(rowOfOrganization(organizationId, id))
    .execute();
}

/** Deletes a group (its members go with it). */
export async function deleteGroup(trx: Transaction<Database>, organizationId: number, id: number) {
  await trx.deleteFrom('scim_groups').where(rowOfOrganization(organizationId, id)).execute();
}

export async function addMembers(trx: Transaction<Database>, groupId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await trx
    .insertInto('scim_group_members')
    .values(userIds.map((userId) => ({ group_id: groupId, user_id: userId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeMembers(trx: Transaction<Database>, groupId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await trx
    .deleteFrom('scim_group_members')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .execute();
}

/** All members' ids of a group, SCIM-deleted employees included. */
export async function allMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('scim_group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Employees of the organization whose roles groups may change: members of a group, or holding group roles. */
export async function employeesWithGroupRoles(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        sql<SqlBool>`jsonb_array_length(u.provisioned_roles) > 0`,
        eb.exists(
          eb.selectFrom('scim_group_members as gm').select('gm.user_id').whereRef('gm.user_id', '=', 'u.id'),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** These employees' roles, the roles their groups gave, and the names of their groups, locked for the change. */
export async function rolesAndGroupsOf(
  trx: Transaction<Database>,
  organizationId: number,
  userIds: readonly number[],
) {
  if (userIds.length === 0) return [];
  const users = await trx
    .selectFrom('users')
    .select(['id', 'roles', 'provisioned_roles'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', userIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  const groups = await trx
    .selectFrom('scim_group_members as gm')
    .innerJoin('scim_groups as g', 'g.id', 'gm.group_id')
    .select(['gm.user_id', 'g.display_name'])
    .where('g.organization_id', '=', organizationId)
    .where('gm.user_id', 'in', userIds)
    .execute();
  return users.map((u) => ({
    id: u.id,
    roles: u.roles,
    provisioned: u.provisioned_roles,
    groups: groups.filter((g) => g.user_id === u.id).map((g) => g.display_name),
  }));
}

export async function writeRoles(
  trx: Transaction<Database>,
  organizationId: number,
  userId: number,
  values: { roles: string[]; provisioned: string[] },
) {
  await trx
    .updateTable('users')
    .set({
      roles: JSON.stringify(values.roles),
      provisioned_roles: JSON.stringify(values.provisioned),
      updated_at: sql<UsersTable['created_at']>`now()`,
    })
    .where(rowOfOrganization(organizationId, userId))
    .execute();
}

/** The organization's group-to-role mapping ([] when it has none). */
export async function groupRoleMapping(db: Db, organizationId: number) {
  const row = await db
    .selectFrom('organizations')
    .select('settings')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.settings?.scimGroupRoles ?? [];
}

/** Stores the organization's group-to-role mapping (its other settings stay), its row locked. */
export async function saveGroupRoleMapping(
  trx: Transaction<Database>,
  organizationId: number,
  mapping: NonNullable<OrganizationSettings['scimGroupRoles']>,
) {
  const row = await trx
    .selectFrom('organizations')
    .select('settings')
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('organizations')
    .set({ settings: JSON.stringify({ ...(row.settings ?? {}), scimGroupRoles: mapping }) })
    .where('id', '=', organizationId)
    .execute();
}

/** The organization's groups with how many employees SCIM sees are in each, by name. */
export async function groupSummaries(db: Db, organizationId: number) {
  const rows = await db
    .selectFrom('scim_groups as g')
    .leftJoin('scim_group_members as gm', 'gm.group_id', 'g.id')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'gm.user_id').on('u.scim_deleted_at', 'is', null),
    )
    .select(['g.id', 'g.display_name'])
    .select((eb) => eb.fn.count<string>('u.id').as('members'))
    .where('g.organization_id', '=', organizationId)
    .groupBy(['g.id', 'g.display_name'])
    .orderBy(sql`lower(g.display_name)`)
    .execute();
  return rows.map((r) => ({ id: r.id, displayName: r.display_name, memberCount: Number(r.members) }));
}
