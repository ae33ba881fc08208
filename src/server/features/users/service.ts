import { EMPLOYEE_HISTORY_MAX_ENTRIES, type EmployeeSortColumn } from '../../../engine/employees';
import type { Actor } from '../../auth/actor';
import {
  diffUserFields,
  lockOrganizationHierarchy,
  recordUserChanges,
  wouldCreateSupervisorCycle,
} from '../../employees';
import { badRequest, conflict, notFound } from '../../errors';
import { lineAndMentorOf, reportsOf } from '../../organizations/hierarchy';
import type { UsersServices } from './deps';
import { publishUserUpdated } from './user-updated';
import { assertValidDetail, normalizedDetail } from './policy';
import {
  presentHierarchyPerson,
  presentHistoryEntry,
  presentHistoryFields,
  presentUserDetail,
  presentUserListItem,
  presentUserPageItem,
  personIdsInHistory,
} from './present';
import {
  directReports,
  findUserRow,
  hierarchyPeople,
  idOfShorthand,
  listHistory,
  listUsers,
  pageUsers,
  peopleByIds,
  shorthandTaken,
  updateUserDetail,
  userOptions,
} from './repo';
import type { SaveUserBody, UserListQuery, UserPage } from '../../../engine/api/users';

/** The caller's direct and indirect reports, by name (anyone may ask; most have none). */
export async function listMyEmployees(services: UsersServices, actor: Actor) {
  const reports = await reportsOf(services.db, actor.organizationId, actor.userId);
  const rows = await listUsers(services.db, actor.organizationId, [...reports.keys()]);
  return rows.map(presentUserListItem);
}

/** Every employee of the caller's organization, by name (the route needs read access to the user area). */
export async function listAllUsers(services: UsersServices, actor: Actor) {
  return (await listUsers(services.db, actor.organizationId)).map(presentUserListItem);
}

const DEFAULT_PAGE_SIZE = 25;

/** One page of the employee overview (GET /Users with parameters), sorted by last name unless asked. */
export async function pageOfUsers(
  services: UsersServices,
  actor: Actor,
  query: UserListQuery,
): Promise<UserPage> {
  const filter = {
    keyword: (query.keyword ?? '').trim(),
    hierarchy: query.hierarchy,
    location: query.location,
    position: query.position,
    pageIndex: query.pageIndex ?? 0,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    // the schema lets only EMPLOYEE_SORT_COLUMNS through
    sort: (query.sort ?? 'lastName') as EmployeeSortColumn,
    desc: query.desc ?? false,
  };
  const { rows, total } = await pageUsers(services.db, actor.organizationId, filter);
  return {
    items: rows.map(presentUserPageItem),
    totalCount: total,
    pageIndex: filter.pageIndex,
    pageSize: filter.pageSize,
  };
}

/** GET /users/options: the hierarchy, location and position values of the organization. */
export async function optionsOfUsers(services: UsersServices, actor: Actor) {
  return userOptions(services.db, actor.organizationId);
}

/** GET /users/{id}: an employee's detail with supervisor line and profile; 404 outside the organization. */
export async function userDetail(services: UsersServices, actor: Actor, id: number) {
  const { db } = services;
  const user = await findUserRow(db, actor.organizationId, id);
  if (!user) throw notFound(`There is no employee ${id}.`);
  const { line } = await lineAndMentorOf(db, actor.organizationId, id);
  const [people, lineRows, reports] = await Promise.all([
    peopleByIds(
      db,
      actor.organizationId,
      [user.supervisor_id, user.mentor_id].filter((p) => p !== null),
    ),
    hierarchyPeople(db, actor.organizationId, line),
    directReports(db, actor.organizationId, id),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const lineById = new Map(lineRows.map((p) => [p.id, p]));
  return presentUserDetail(
    user,
    {
      supervisor: user.supervisor_id === null ? undefined : byId.get(user.supervisor_id),
      mentor: user.mentor_id === null ? undefined : byId.get(user.mentor_id),
      line: line.flatMap((lineId) => lineById.get(lineId) ?? []),
      reportCount: reports.length,
    },
    actor.userId,
  );
}

/** The detail of the employee with this shorthand (the detail page's address); 404 when there is none. */
export async function userDetailByShorthand(services: UsersServices, actor: Actor, shorthand: string) {
  const id = await idOfShorthand(services.db, actor.organizationId, shorthand);
  if (id === undefined) throw notFound(`There is no employee ${shorthand}.`);
  return userDetail(services, actor, id);
}

/** GET /users/{id}/reports: the direct reports of an employee (the hierarchy tree opens level by level). */
export async function reportsOfUser(services: UsersServices, actor: Actor, id: number) {
  if (!(await findUserRow(services.db, actor.organizationId, id)))
    throw notFound(`There is no employee ${id}.`);
  return (await directReports(services.db, actor.organizationId, id)).map(presentHierarchyPerson);
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const shorthandTakenError = (shorthand: string) =>
  conflict('SHORTHAND_TAKEN', `Another employee already has the shorthand ${shorthand}.`);

/**
 * PUT /Users: replaces an employee's detail fields. In one transaction: the row is locked, a new supervisor
 * must be of the organization and close no cycle (checked under the organization's hierarchy lock), a new
 * mentor must be of the organization, the shorthand must be free; then the row and one history entry per
 * changed field are written. After the commit the employee's open detail pages hear UserUpdated.
 */
export async function saveUser(services: UsersServices, actor: Actor, body: SaveUserBody) {
  assertValidDetail(body);
  const input = normalizedDetail(body);
  const org = actor.organizationId;
  let changed: boolean;
  try {
    changed = await services.db.transaction().execute(async (trx) => {
      const before = await findUserRow(trx, org, input.id, true);
      if (!before) throw notFound(`There is no employee ${input.id}.`);
      if (input.supervisorId !== before.supervisor_id && input.supervisorId !== null) {
        await lockOrganizationHierarchy(trx, org);
        if ((await peopleByIds(trx, org, [input.supervisorId])).length === 0)
          throw badRequest(
            'UNKNOWN_SUPERVISOR',
            `There is no employee ${input.supervisorId} to be supervisor.`,
            [{ path: '/body/supervisorId', message: 'must be an employee of the organization' }],
          );
        if (await wouldCreateSupervisorCycle(trx, org, input.id, input.supervisorId))
          throw conflict(
            'SUPERVISOR_CYCLE',
            'This supervisor is the employee or reports to the employee, which would make a cycle.',
          );
      }
      if (input.mentorId !== before.mentor_id && input.mentorId !== null)
        if ((await peopleByIds(trx, org, [input.mentorId])).length === 0)
          throw badRequest('UNKNOWN_MENTOR', `There is no employee ${input.mentorId} to be mentor.`, [
            { path: '/body/mentorId', message: 'must be an employee of the organization' },
          ]);
      if (input.shorthand !== before.shorthand && (await shorthandTaken(trx, org, input.shorthand, input.id)))
        throw shorthandTakenError(input.shorthand);

      const { id: _id, ...after } = input;
      const changes = diffUserFields(presentHistoryFields(before), after);
      if (changes.length === 0) return false;
      await updateUserDetail(trx, org, input.id, {
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        shorthand: input.shorthand,
        position: input.position,
        current_position: input.currentPosition,
        hierarchy: input.hierarchy,
        location: input.location,
        supervisor_id: input.supervisorId,
        mentor_id: input.mentorId,
        is_api_update_locked: input.isApiUpdateLocked,
      });
      await recordUserChanges(trx, {
        organizationId: org,
        userId: input.id,
        changes,
        source: 'person',
        changedBy: actor.userId,
        // while a full administrator impersonates, the change names them too (SPEC §6)
        impersonatedBy: actor.impersonator?.userId ?? null,
        applied: true,
      });
      return true;
    });
  } catch (error) {
    // two saves racing for one shorthand: the unique constraint decides
    if (isUniqueViolation(error)) throw shorthandTakenError(input.shorthand);
    throw error;
  }
  if (changed) await publishUserUpdated(services, actor, input.id);
  return userDetail(services, actor, input.id);
}

/** GET /UserHistory: an employee's change history, newest first; 404 outside the organization. */
export async function historyOfUser(services: UsersServices, actor: Actor, userId: number) {
  const { db } = services;
  if (!(await findUserRow(db, actor.organizationId, userId)))
    throw notFound(`There is no employee ${userId}.`);
  const rows = await listHistory(db, actor.organizationId, userId, EMPLOYEE_HISTORY_MAX_ENTRIES);
  const people = await peopleByIds(db, actor.organizationId, personIdsInHistory(rows));
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) => presentHistoryEntry(row, byId));
}
