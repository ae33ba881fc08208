import type { Kysely } from 'kysely';
import { areaAccess } from '../../../engine/access';
import { userIdOfGroup } from '../../../engine/hubs';
import type { Database } from '../../db/database';
import type { HubPrincipal } from '../../hubs/hub-auth';
import { findUserRow } from './repo';

/**
 * Whether a principal may join a users hub group: `user:<id>` (an employee's open detail pages) carries changes
 * of that employee, so it needs read access to the user area and the employee in the principal's organization.
 * Null for names that are not user groups, so the caller asks whoever owns them.
 */
export async function mayJoinUserGroup(
  db: Kysely<Database>,
  principal: HubPrincipal,
  group: string,
): Promise<boolean | null> {
  const userId = userIdOfGroup(group);
  if (userId === null) return null;
  if (!areaAccess(principal.roles, 'user').read) return false;
  return (await findUserRow(db, principal.organizationId, userId)) !== undefined;
}
