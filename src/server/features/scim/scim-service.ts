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
import { ScimError, scimBadRequest, scimConflict, scimNotFound } from './scim-errors';
import {
  emailTaken,
  findDeletedMatch,
  findScimUser,
  insertScimUser,
  latestHistory,
  listScimUsers,
  lockOrganizationProvisioning,
  lockScimUser,
  lockUserRow,
  shorthandsStartingWith,
  shorthandTaken,
  updateScimUser,
  userExists,
  userNameTaken,
} from './scim-repo';
import type { ScimUser } from '../../../engine/api/scim';
import { CORE_USER, LIST_RESPONSE, USER_EXTENSIONS } from '../../../engine/scim/urns';
import { USER_PATCH_SCHEMA } from './user-attributes';
import {
  deriveShorthand,
  overlay,
  presentScimUser,
  readScimUser,
  type EmployeeValues,
  type ScimJson,
  type ScimUserInput,
  type ScimUserRow,
} from './user-mapping';
import { requireSchemas, rowIdOf } from './resource-rules';

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

/** The displayName to keep: none when it is what the names give anyway. */
const displayNameOf = (input: ScimUserInput) =>
  input.displayName === '' || input.displayName === `${input.firstName} ${input.lastName}`.trim()
    ? null
    : input.displayName;

/** The resource a change starts from: as presented, but with only a displayName that was sent. */
function baseOf(row: ScimUserRow, baseUrl: string): ScimJson {
  const { displayName: _derived, ...rest } = presentScimUser(row, baseUrl);
  return row.scim_display_name === null ? rest : { ...rest, displayName: row.scim_display_name };
}

/**
 * HR's employee form needs a first and a last name; provisioning may not leave them empty (a name that was
 * empty before and stays so is let through, so that such an employee can still be changed otherwise).
 */
function requireNames(next: { firstName: string; lastName: string }, before: EmployeeValues | null) {
  for (const [value, previous, path] of [
    [next.firstName, before?.firstName, 'name.givenName'],
    [next.lastName, before?.lastName, 'name.familyName'],
  ] as const)
    if (value === '' && previous !== '')
      throw scimBadRequest(
        'invalidValue',
        `${path} is required: every employee has a first and a last name.`,
      );
}

/** The supervisor a manager reference names: an employee SCIM sees, of the same organization; else 400. */
async function supervisorOf(
  db: Transaction<Database>,
  caller: ScimCaller,
  managerId: string | null,
  current: number | null,
) {
  if (managerId === null) return null;
  // the supervisor an employee has already stays theirs, even when SCIM no longer sees them
  if (current !== null && managerId === String(current)) return current;
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

const historyText = (value: EmployeeFieldChange['next']) => (value === null ? null : String(value));

/** The refused changes that are not the same refusal as the latest entry of their field (asked again). */
async function newRefusals(
  trx: Transaction<Database>,
  caller: ScimCaller,
  userId: number,
  changes: EmployeeFieldChange[],
) {
  const latest = await latestHistory(
    trx,
    caller.organizationId,
    userId,
    changes.map((c) => c.field),
  );
  return changes.filter((change) => {
    const last = latest.get(change.field);
    return !last || last.applied || last.newValue !== historyText(change.next);
  });
}

/** GET /Users/{id}: the employee as a SCIM User; 404 for an unknown id, another organization's or a deleted one. */
export async function getUser(services: ScimServices, caller: ScimCaller, id: string): Promise<ScimUser> {
  const rowId = rowIdOf(id);
  const row = rowId === null ? undefined : await findScimUser(services.db, caller.organizationId, rowId);
  if (!row) throw scimNotFound(`There is no User "${id}".`);
  return presentScimUser(row, services.baseUrl);
}

/**
 * GET /Users: the organization's employees SCIM sees (RFC 7644 §3.4.2) matching `filter`, in id order, from the
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

const USER_SCHEMAS = { core: CORE_USER, allowed: [CORE_USER, ...USER_EXTENSIONS] };

/**
 * POST /Users: creates an employee (subject `scim:<uuid>`, no roles) from a SCIM User and records its fields in
 * the change history as provisioning. The userName, the work e-mail and a given shorthand must be free in the
 * organization (409 uniqueness); without a shorthand one is derived from the name. A User that a DELETE took
 * out of provisioning and that the body names again (same externalId, or same userName) comes back instead:
 * the body is applied to it as a change, and it answers with its old id.
 */
export async function createUser(
  services: ScimServices,
  caller: ScimCaller,
  body: ScimJson,
): Promise<ScimUser> {
  requireSchemas(body, USER_SCHEMAS);
  const input = readScimUser(body);
  requireNames(input, null);
  const created = await services.db.transaction().execute(async (trx) => {
    await lockOrganizationProvisioning(trx, caller.organizationId);
    const deleted = await findDeletedMatch(trx, caller.organizationId, input.externalId, input.userName);
    if (deleted) {
      await lockUserRow(trx, caller.organizationId, deleted.id);
      const outcome = await applyChange(trx, caller, deleted, input, 'restore');
      return { id: deleted.id, outcome };
    }
    if (await userNameTaken(trx, caller.organizationId, input.userName, null))
      throw scimConflict(`A user with userName "${input.userName}" exists.`);
    if (await emailTaken(trx, caller.organizationId, input.email, null))
      throw scimConflict(`A user with the work e-mail "${input.email}" exists.`);
    const supervisorId = await supervisorOf(trx, caller, input.managerId, null);
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
      userName: input.userName,
      displayName: displayNameOf(input),
      ...values,
    });
    const assigned = diffUserFields({}, values).filter((change) => change.next !== '');
    await record(trx, caller, id, assigned, true);
    return { id, outcome: null };
  });
  if (created.outcome) {
    services.forgetMemberships(caller.organizationId);
    refuseLocked(created.outcome);
  }
  return getUser(services, caller, String(created.id));
}

/** What a change did: the changes the API lock refused, and whether it deactivated the employee. */
type ChangeOutcome = { refused: EmployeeFieldChange[]; deactivated: boolean };

/**
 * The lock refuses what a request asks, except deactivation: a request that deactivates (or deletes) the employee
 * succeeds, the rest of it recorded as refused; any other refused request answers 409 mutability.
 */
function refuseLocked(outcome: ChangeOutcome) {
  if (outcome.refused.length === 0 || outcome.deactivated) return;
  throw new ScimError(
    409,
    'mutability',
    `The employee's API lock is set: provisioning may not change ${outcome.refused
      .map((c) => c.field)
      .join(
        ', ',
      )}. The request is recorded in the change history as not applied; an HR administrator can lift the lock.`,
  );
}

/**
 * Applies what a request asks of an employee (its row locked): compares field by field and writes the changes
 * and their history. The identity system's own identifiers (externalId, userName, displayName) are kept whatever
 * the API lock says. With the lock set only deactivation is applied; every other asked change is recorded as
 * refused (a refusal asked again is not recorded twice). Without it, userName, e-mail and shorthand must be free
 * (409), and the manager must close no supervisor cycle (400 invalidValue). `delete` also takes the employee out
 * of provisioning; `restore` brings one back.
 */
async function applyChange(
  trx: Transaction<Database>,
  caller: ScimCaller,
  row: ScimUserRow,
  input: ScimUserInput,
  mode: 'change' | 'delete' | 'restore',
): Promise<ChangeOutcome> {
  if (mode === 'restore' && row.is_api_update_locked)
    throw new ScimError(
      409,
      'mutability',
      `This User was deleted, and the employee's API lock keeps provisioning from restoring them (user ${row.id}).`,
    );
  const before = valuesOf(row);
  const supervisorId = await supervisorOf(trx, caller, input.managerId, row.supervisor_id);
  const next: EmployeeValues = {
    ...fieldsOf(input),
    shorthand: input.shorthand ?? row.shorthand,
    supervisorId,
  };
  requireNames(next, mode === 'restore' ? null : before);
  const changes = diffUserFields(before as EmployeeFieldValues, next);

  const update: UserUpdate = {};
  if (input.externalId !== row.external_id) update.external_id = input.externalId;
  if (input.userName !== (row.scim_user_name ?? row.email)) {
    if (await userNameTaken(trx, caller.organizationId, input.userName, row.id))
      throw scimConflict(`A user with userName "${input.userName}" exists.`);
    update.scim_user_name = input.userName;
  }
  const displayName = displayNameOf(input);
  if (displayName !== row.scim_display_name) update.scim_display_name = displayName;
  if (mode === 'delete') update.scim_deleted_at = new Date();
  if (mode === 'restore') update.scim_deleted_at = null;

  const deactivation = changes.filter((c) => c.field === 'active' && c.next === false);
  const applied = row.is_api_update_locked ? deactivation : changes;
  const refused = changes.filter((c) => !applied.includes(c));
  if (!row.is_api_update_locked) {
    if (next.email !== row.email && (await emailTaken(trx, caller.organizationId, next.email, row.id)))
      throw scimConflict(`A user with the work e-mail "${next.email}" exists.`);
    if (
      next.shorthand !== row.shorthand &&
      (await shorthandTaken(trx, caller.organizationId, next.shorthand, row.id))
    )
      throw scimConflict(`The shorthand "${next.shorthand}" is taken.`);
    if (
      next.supervisorId !== row.supervisor_id &&
      (await wouldCreateSupervisorCycle(trx, caller.organizationId, row.id, next.supervisorId))
    )
      throw scimBadRequest('invalidValue', 'This manager would make a supervisor cycle.');
  }
  for (const change of applied)
    Object.assign(update, { [COLUMNS[change.field as keyof EmployeeValues]]: change.next });
  await record(trx, caller, row.id, applied, true);
  await record(trx, caller, row.id, await newRefusals(trx, caller, row.id, refused), false);
  if (Object.keys(update).length > 0) await updateScimUser(trx, caller.organizationId, row.id, update);
  return { refused, deactivated: deactivation.length > 0 || mode === 'delete' };
}

/**
 * The one way provisioning changes an employee SCIM sees: locks the row, reads what the request asks of the
 * current resource (`desired`) and applies it (see applyChange), all in one transaction; the history of a
 * refused change is kept even when the request answers 409. Answers the employee as it is afterwards.
 */
async function changeUser(
  services: ScimServices,
  caller: ScimCaller,
  id: string,
  desired: (current: ScimJson) => ScimUserInput,
  mode: 'change' | 'delete' = 'change',
): Promise<ScimUser | null> {
  const rowId = rowIdOf(id);
  if (rowId === null) throw scimNotFound(`There is no User "${id}".`);
  const outcome = await services.db.transaction().execute(async (trx) => {
    await lockOrganizationProvisioning(trx, caller.organizationId);
    const row = await lockScimUser(trx, caller.organizationId, rowId);
    if (!row) throw scimNotFound(`There is no User "${id}".`);
    return applyChange(trx, caller, row, desired(baseOf(row, services.baseUrl)), mode);
  });
  // a deactivated employee must lose access at once, not when the cached membership expires
  services.forgetMemberships(caller.organizationId);
  refuseLocked(outcome);
  if (mode === 'delete') return null;
  return getUser(services, caller, id);
}

/**
 * PUT /Users/{id}: the body laid over the current resource (attributes it does not send stay; see overlay),
 * then changed like a PATCH.
 */
export async function replaceUser(services: ScimServices, caller: ScimCaller, id: string, body: ScimJson) {
  requireSchemas(body, USER_SCHEMAS);
  return (await changeUser(services, caller, id, (current) =>
    readScimUser(overlay(current, body)),
  )) as ScimUser;
}

/** PATCH /Users/{id}: applies the operations to the current resource, then changes the employee. */
export async function patchUser(
  services: ScimServices,
  caller: ScimCaller,
  id: string,
  operations: readonly PatchOperation[],
) {
  return (await changeUser(services, caller, id, (current) =>
    readScimUser(applyPatch(current, operations, USER_PATCH_SCHEMA)),
  )) as ScimUser;
}

/**
 * DELETE /Users/{id}: deactivates the employee (active false; the row, history and processes stay; the API lock
 * does not keep a leaver's access) and takes them out of provisioning: SCIM answers 404 for them afterwards.
 */
export async function deleteUser(services: ScimServices, caller: ScimCaller, id: string): Promise<void> {
  await changeUser(
    services,
    caller,
    id,
    (current) => ({ ...readScimUser(current), active: false }),
    'delete',
  );
}
