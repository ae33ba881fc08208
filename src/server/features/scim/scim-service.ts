import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { SCIM_PAGE_DEFAULT_SIZE, SCIM_PAGE_MAX_SIZE } from '../../../engine/scim';
import type { Database, UserUpdate } from '../../db/database';
import {
  diffUserFields,
  recordUserChanges,
  wouldCreateSupervisorCycle,
  type EmployeeFieldChange,
  type EmployeeFieldValues,
} from '../../employees';
import type { ScimCaller, ScimServices } from './deps';
import { filterCondition } from './filter';
import { applyPatch, type PatchOperation } from './patch';
import { scimBadRequest, scimConflict, scimNotFound } from './scim-errors';
import {
  emailTaken,
  findScimUser,
  insertScimUser,
  listScimUsers,
  lockOrganizationProvisioning,
  lockScimUser,
  shorthandsStartingWith,
  shorthandTaken,
  updateScimUser,
  userExists,
} from './scim-repo';
import type { ScimUser } from '../../../engine/api/scim';
import { LIST_RESPONSE } from '../../../engine/scim/urns';
import {
  deriveShorthand,
  presentScimUser,
  readScimUser,
  type ScimJson,
  type ScimUserInput,
  type ScimUserRow,
} from './user-mapping';

type EmployeeValues = {
  firstName: string;
  lastName: string;
  email: string;
  shorthand: string;
  position: string;
  currentPosition: string;
  hierarchy: string;
  location: string;
  supervisorId: number | null;
  active: boolean;
};

/** The employee columns of the fields provisioning changes. */
const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  shorthand: 'shorthand',
  position: 'position',
  currentPosition: 'current_position',
  hierarchy: 'hierarchy',
  location: 'location',
  supervisorId: 'supervisor_id',
  active: 'active',
} as const satisfies Record<keyof EmployeeValues, keyof UserUpdate>;

const valuesOf = (row: ScimUserRow): EmployeeValues => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  shorthand: row.shorthand,
  position: row.position,
  currentPosition: row.current_position,
  hierarchy: row.hierarchy,
  location: row.location,
  supervisorId: row.supervisor_id,
  active: row.active,
});

const SCIM_ID = /^[1-9]\d{0,9}$/;
/** A SCIM id as the employee's row id; null when it cannot name one (a 404 for the caller). */
function rowIdOf(id: string): number | null {
  if (!SCIM_ID.test(id)) return null;
  const n = Number(id);
  return n <= 2147483647 ? n : null;
}

/** The supervisor a manager reference names: an employee of the same organization, else 400 invalidValue. */
async function supervisorOf(db: Transaction<Database>, caller: ScimCaller, managerId: string | null) {
  if (managerId === null) return null;
  const id = rowIdOf(managerId);
  if (id === null || !(await userExists(db, caller.organizationId, id)))
    throw scimBadRequest('invalidValue', `manager.value "${managerId}" names no user of this organization.`);
  return id;
}

function record(
  trx: Transaction<Database>,
  caller: ScimCaller,
  userId: number,
  changes: EmployeeFieldChange[],
  applied: boolean,
) {
  return recordUserChanges(trx, {
    organizationId: caller.organizationId,
    userId,
    changes,
    source: 'provisioning',
    changedBy: null,
    impersonatedBy: null,
    applied,
  });
}

async function presentById(
  services: ScimServices,
  db: Transaction<Database>,
  caller: ScimCaller,
  id: number,
) {
  const row = await findScimUser(db, caller.organizationId, id);
  if (!row) throw scimNotFound();
  return presentScimUser(row, services.baseUrl);
}

/** GET /Users/{id}: the employee as a SCIM User; 404 for an unknown id or another organization's. */
export async function getUser(services: ScimServices, caller: ScimCaller, id: string): Promise<ScimUser> {
  const rowId = rowIdOf(id);
  const row = rowId === null ? undefined : await findScimUser(services.db, caller.organizationId, rowId);
  if (!row) throw scimNotFound(`There is no User "${id}".`);
  return presentScimUser(row, services.baseUrl);
}

/**
 * GET /Users: the organization's employees (RFC 7644 §3.4.2) matching `filter`, in id order, from the
 * 1-based `startIndex` (below 1 counts as 1), at most `count` (default and maximum from the engine limits).
 */
export async function listUsers(
  services: ScimServices,
  caller: ScimCaller,
  query: { filter?: string; startIndex?: number; count?: number },
) {
  const condition = query.filter === undefined ? null : filterCondition(query.filter);
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(Math.max(0, query.count ?? SCIM_PAGE_DEFAULT_SIZE), SCIM_PAGE_MAX_SIZE);
  const { rows, total } = await listScimUsers(services.db, caller.organizationId, condition, {
    offset: startIndex - 1,
    limit: count,
  });
  return {
    schemas: [LIST_RESPONSE],
    totalResults: total,
    startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => presentScimUser(row, services.baseUrl)),
  };
}

/**
 * POST /Users: creates an employee (subject `scim:<uuid>`, no roles) from a SCIM User and records its fields
 * in the change history as provisioning. userName (the e-mail) and a given shorthand must be free in the
 * organization (409 uniqueness); without a shorthand one is derived from the name.
 */
export async function createUser(
  services: ScimServices,
  caller: ScimCaller,
  body: unknown,
): Promise<ScimUser> {
  const input = readScimUser(body, null);
  return services.db.transaction().execute(async (trx) => {
    await lockOrganizationProvisioning(trx, caller.organizationId);
    if (await emailTaken(trx, caller.organizationId, input.email, null))
      throw scimConflict(`A user with userName "${input.email}" exists.`);
    const supervisorId = await supervisorOf(trx, caller, input.managerId);
    let shorthand = input.shorthand;
    if (shorthand !== undefined) {
      if (await shorthandTaken(trx, caller.organizationId, shorthand, null))
        throw scimConflict(`The shorthand "${shorthand}" is taken.`);
    } else {
      const prefix = deriveShorthand(input, () => false);
      const taken = await shorthandsStartingWith(trx, caller.organizationId, prefix);
      shorthand = deriveShorthand(input, (candidate) => taken.has(candidate.toUpperCase()));
    }
    const values: EmployeeValues = { ...fieldsOf(input), shorthand, supervisorId };
    const id = await insertScimUser(trx, {
      organizationId: caller.organizationId,
      subject: `scim:${randomUUID()}`,
      externalId: input.externalId,
      ...values,
    });
    const assigned = diffUserFields({}, values).filter((change) => change.next !== '');
    await record(trx, caller, id, assigned, true);
    return presentById(services, trx, caller, id);
  });
}

const fieldsOf = (input: ScimUserInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  position: input.position,
  currentPosition: input.currentPosition,
  hierarchy: input.hierarchy,
  location: input.location,
  active: input.active,
});

/**
 * The one way provisioning changes an employee: locks the row, reads what the request asks of the current
 * resource (`desired`), and compares field by field. With the employee's API lock set nothing is applied
 * (except the externalId link) and every asked change is recorded as refused; otherwise the changes are
 * checked (userName and shorthand free, 409; no supervisor cycle, 400 invalidValue), written and recorded,
 * all in one transaction. Answers the employee as it is afterwards.
 */
async function changeUser(
  services: ScimServices,
  caller: ScimCaller,
  id: string,
  desired: (current: ScimJson) => ScimUserInput,
): Promise<ScimUser> {
  const rowId = rowIdOf(id);
  if (rowId === null) throw scimNotFound(`There is no User "${id}".`);
  const changed = await services.db.transaction().execute(async (trx) => {
    await lockOrganizationProvisioning(trx, caller.organizationId);
    const row = await lockScimUser(trx, caller.organizationId, rowId);
    if (!row) throw scimNotFound(`There is no User "${id}".`);
    const input = desired(presentScimUser(row, services.baseUrl));
    const supervisorId = await supervisorOf(trx, caller, input.managerId);
    const next: EmployeeValues = {
      ...fieldsOf(input),
      shorthand: input.shorthand ?? row.shorthand,
      supervisorId,
    };
    const changes = diffUserFields(valuesOf(row) as EmployeeFieldValues, next);
    const update: UserUpdate = {};
    if (input.externalId !== row.external_id) update.external_id = input.externalId;

    if (row.is_api_update_locked) {
      await record(trx, caller, rowId, changes, false);
    } else {
      for (const change of changes)
        Object.assign(update, { [COLUMNS[change.field as keyof EmployeeValues]]: change.next });
      if (next.email !== row.email && (await emailTaken(trx, caller.organizationId, next.email, rowId)))
        throw scimConflict(`A user with userName "${next.email}" exists.`);
      if (
        next.shorthand !== row.shorthand &&
        (await shorthandTaken(trx, caller.organizationId, next.shorthand, rowId))
      )
        throw scimConflict(`The shorthand "${next.shorthand}" is taken.`);
      if (
        next.supervisorId !== row.supervisor_id &&
        (await wouldCreateSupervisorCycle(trx, caller.organizationId, rowId, next.supervisorId))
      )
        throw scimBadRequest('invalidValue', 'This manager would make a supervisor cycle.');
      await record(trx, caller, rowId, changes, true);
    }
    if (Object.keys(update).length > 0) await updateScimUser(trx, caller.organizationId, rowId, update);
    return presentById(services, trx, caller, rowId);
  });
  // a deactivated employee must lose access at once, not when the cached membership expires
  services.forgetMemberships(caller.organizationId);
  return changed;
}

/** PUT /Users/{id}: replaces the employee's provisioned attributes with the body's (see changeUser). */
export function replaceUser(services: ScimServices, caller: ScimCaller, id: string, body: unknown) {
  return changeUser(services, caller, id, (current) => readScimUser(body, current));
}

/** PATCH /Users/{id}: applies the operations to the current resource, then changes like a replace. */
export function patchUser(
  services: ScimServices,
  caller: ScimCaller,
  id: string,
  operations: readonly PatchOperation[],
) {
  return changeUser(services, caller, id, (current) =>
    readScimUser(applyPatch(current, operations), current),
  );
}

/** DELETE /Users/{id}: deactivates the employee (active false; the row, history and processes stay). */
export async function deactivateUser(services: ScimServices, caller: ScimCaller, id: string): Promise<void> {
  await changeUser(services, caller, id, (current) => ({ ...readScimUser(current, current), active: false }));
}
