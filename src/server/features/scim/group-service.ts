import type { Transaction } from 'kysely';
import { SCIM_PAGE_DEFAULT_SIZE, SCIM_PAGE_MAX_SIZE } from '../../../engine/scim';
import type { ScimGroup } from '../../../engine/api/scim';
import { CORE_GROUP, LIST_RESPONSE } from '../../../engine/scim/urns';
import type { Database } from '../../db/database';
import type { ScimCaller, ScimServices } from './deps';
import { filterCondition } from './filter';
import {
  GROUP_PATCH_SCHEMA,
  presentScimGroup,
  readScimGroup,
  type ScimGroupInput,
  type ScimGroupRow,
} from './group-mapping';
import {
  addMembers,
  allMemberIds,
  deleteGroup as deleteGroupRow,
  findGroup,
  groupNameTaken,
  insertGroup,
  listGroups as listGroupRows,
  lockGroup,
  membersOf,
  removeMembers,
  updateGroup,
  visibleUserIds,
} from './group-repo';
import { applyPatch, type PatchOperation } from './patch';
import { requireSchemas, rowIdOf } from './resource-rules';
import { syncGroupRoles } from './role-sync';
import { scimBadRequest, scimConflict, scimNotFound } from './scim-errors';
import { lockOrganizationProvisioning } from './scim-repo';
import { overlay, type ScimJson } from './user-mapping';

const GROUP_SCHEMAS = { core: CORE_GROUP, allowed: [CORE_GROUP] };

async function present(
  services: ScimServices,
  db: Transaction<Database> | ScimServices['db'],
  caller: ScimCaller,
  row: ScimGroupRow,
) {
  const members = await membersOf(db, caller.organizationId, [row.id]);
  return presentScimGroup(row, members.get(row.id) ?? [], services.baseUrl);
}

/** GET /Groups/{id}: the group with its members; 404 for an unknown id or another organization's. */
export async function getGroup(services: ScimServices, caller: ScimCaller, id: string): Promise<ScimGroup> {
  const rowId = rowIdOf(id);
  const row = rowId === null ? undefined : await findGroup(services.db, caller.organizationId, rowId);
  if (!row) throw scimNotFound(`There is no Group "${id}".`);
  return present(services, services.db, caller, row);
}

/**
 * GET /Groups: the organization's groups matching `filter` (displayName, externalId, id, meta dates), in id
 * order, paged like the Users.
 */
export async function listGroups(
  services: ScimServices,
  caller: ScimCaller,
  query: { filter?: string; startIndex?: number; count?: number },
) {
  const condition = query.filter === undefined ? null : filterCondition(query.filter, 'Group');
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(Math.max(0, query.count ?? SCIM_PAGE_DEFAULT_SIZE), SCIM_PAGE_MAX_SIZE);
  const { rows, total } = await listGroupRows(services.db, caller.organizationId, condition, {
    offset: startIndex - 1,
    limit: count,
  });
  const members = await membersOf(
    services.db,
    caller.organizationId,
    rows.map((r) => r.id),
  );
  return {
    schemas: [LIST_RESPONSE],
    totalResults: total,
    startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => presentScimGroup(row, members.get(row.id) ?? [], services.baseUrl)),
  };
}

/** The member ids as employee ids: each must name an employee SCIM sees (else 400 invalidValue). */
async function memberRowIds(trx: Transaction<Database>, caller: ScimCaller, memberIds: readonly string[]) {
  const ids = memberIds.map((value) => {
    const id = rowIdOf(value);
    if (id === null)
      throw scimBadRequest('invalidValue', `The member "${value}" names no User of this organization.`);
    return id;
  });
  const known = await visibleUserIds(trx, caller.organizationId, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw scimBadRequest('invalidValue', `The member "${unknown}" names no User of this organization.`);
  return ids;
}

/**
 * Makes the group what `input` asks (name free in the organization, else 409), writes the member changes and
 * gives the members who joined or left the roles their groups give now (history rows as provisioning). A renamed
 * group may map to other roles, so then every member's roles are worked out again.
 */
async function applyGroup(
  trx: Transaction<Database>,
  caller: ScimCaller,
  row: ScimGroupRow | null,
  input: ScimGroupInput,
): Promise<{ id: number; rolesChanged: boolean }> {
  const exceptId = row?.id ?? null;
  if (
    input.displayName.toLowerCase() !== row?.display_name.toLowerCase() &&
    (await groupNameTaken(trx, caller.organizationId, input.displayName, exceptId))
  )
    throw scimConflict(`A group named "${input.displayName}" exists.`);
  const wanted = await memberRowIds(trx, caller, input.memberIds);
  let id: number;
  let current: number[] = [];
  if (row) {
    id = row.id;
    current = [...((await membersOf(trx, caller.organizationId, [id])).get(id) ?? [])].map((m) => m.id);
    await updateGroup(trx, caller.organizationId, id, input);
  } else {
    id = await insertGroup(trx, { organizationId: caller.organizationId, ...input });
  }
  const joined = wanted.filter((userId) => !current.includes(userId));
  const left = current.filter((userId) => !wanted.includes(userId));
  await addMembers(trx, id, joined);
  await removeMembers(trx, id, left);
  const renamed = row !== null && row.display_name !== input.displayName;
  const affected = renamed ? [...(await allMemberIds(trx, id)), ...left] : [...joined, ...left];
  const rolesChanged = await syncGroupRoles(trx, caller.organizationId, affected, { source: 'provisioning' });
  return { id, rolesChanged };
}

/** After a commit that changed roles: the next request of each employee has the new rights. */
function forget(services: ScimServices, caller: ScimCaller, rolesChanged: boolean) {
  if (rolesChanged) services.forgetMemberships(caller.organizationId);
}

/** POST /Groups: a new group of the organization with its members (see applyGroup). */
export async function createGroup(
  services: ScimServices,
  caller: ScimCaller,
  body: ScimJson,
): Promise<ScimGroup> {
  requireSchemas(body, GROUP_SCHEMAS);
  const input = readScimGroup(body);
  const { id, rolesChanged } = await services.db.transaction().execute(async (trx) => {
    await lockOrganizationProvisioning(trx, caller.organizationId);
    return applyGroup(trx, caller, null, input);
  });
  forget(services, caller, rolesChanged);
  return getGroup(services, caller, String(id));
}

/** Changes a group by what `desired` makes of its current resource, in one transaction. */
async function changeGroup(
  services: ScimServices,
  caller: ScimCaller,
  id: string,
  desired: (current: ScimJson) => ScimGroupInput,
): Promise<ScimGroup> {
  const rowId = rowIdOf(id);
  if (rowId === null) throw scimNotFound(`There is no Group "${id}".`);
  const { rolesChanged } = await services.db.transaction().execute(async (trx) => {
    await lockOrganizationProvisioning(trx, caller.organizationId);
    const row = await lockGroup(trx, caller.organizationId, rowId);
    if (!row) throw scimNotFound(`There is no Group "${id}".`);
    return applyGroup(trx, caller, row, desired(await present(services, trx, caller, row)));
  });
  forget(services, caller, rolesChanged);
  return getGroup(services, caller, id);
}

/** PUT /Groups/{id}: the body laid over the group (members it does not send stay, as for Users). */
export function replaceGroup(services: ScimServices, caller: ScimCaller, id: string, body: ScimJson) {
  requireSchemas(body, GROUP_SCHEMAS);
  return changeGroup(services, caller, id, (current) => readScimGroup(overlay(current, body)));
}

/**
 * PATCH /Groups/{id}: operations on the group (displayName; members add, remove by filter
 * `members[value eq "…"]` or by value, replace).
 */
export function patchGroup(
  services: ScimServices,
  caller: ScimCaller,
  id: string,
  operations: readonly PatchOperation[],
) {
  return changeGroup(services, caller, id, (current) =>
    readScimGroup(applyPatch(current, operations, GROUP_PATCH_SCHEMA)),
  );
}

/** DELETE /Groups/{id}: the group goes; its members lose the roles only it gave. */
export async function deleteGroup(services: ScimServices, caller: ScimCaller, id: string): Promise<void> {
  const rowId = rowIdOf(id);
  if (rowId === null) throw scimNotFound(`There is no Group "${id}".`);
  const rolesChanged = await services.db.transaction().execute(async (trx) => {
    await lockOrganizationProvisioning(trx, caller.organizationId);
    const row = await lockGroup(trx, caller.organizationId, rowId);
    if (!row) throw scimNotFound(`There is no Group "${id}".`);
    const members = await allMemberIds(trx, row.id);
    await deleteGroupRow(trx, caller.organizationId, row.id);
    return syncGroupRoles(trx, caller.organizationId, members, { source: 'provisioning' });
  });
  forget(services, caller, rolesChanged);
}
