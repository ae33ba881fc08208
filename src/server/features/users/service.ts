import type { Actor } from '../../auth/actor';
import { reportsOf } from '../../organizations/hierarchy';
import type { UsersServices } from './deps';
import { presentUserListItem } from './present';
import { listUsers } from './repo';

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
