import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { recordUserChanges } from '../../employees';
import { grantedRoles, rolesText, rolesWithGroups } from './group-mapping';
import { groupRoleMapping, rolesAndGroupsOf, writeRoles } from './group-repo';

/** Who changed the roles, for their history: provisioning (a SCIM group), or the person who changed the mapping. */
export type RoleChangeSource =
  { source: 'provisioning' } | { source: 'person'; changedBy: number; impersonatedBy: number | null };

/**
 * Gives these employees the roles their SCIM groups give now (see rolesWithGroups), in the caller's transaction,
 * and writes each changed role list to their change history. Answers whether any role list changed; the caller
 * drops the cached memberships after the commit, so that the next request has the new rights.
 */
export async function syncGroupRoles(
  trx: Transaction<Database>,
  organizationId: number,
  userIds: readonly number[],
  by: RoleChangeSource,
): Promise<boolean> {
  if (userIds.length === 0) return false;
  const mapping = await groupRoleMapping(trx, organizationId);
  let changed = false;
  for (const user of await rolesAndGroupsOf(trx, organizationId, [...new Set(userIds)])) {
    const next = rolesWithGroups(user, grantedRoles(user.groups, mapping));
    const before = rolesText(user.roles);
    const after = rolesText(next.roles);
    if (after === before && rolesText(next.provisioned) === rolesText(user.provisioned)) continue;
    await writeRoles(trx, organizationId, user.id, next);
    if (after === before) continue;
    changed = true;
    await recordUserChanges(trx, {
      organizationId,
      userId: user.id,
      changes: [{ field: 'roles', previous: before, next: after }],
      source: by.source,
      changedBy: by.source === 'person' ? by.changedBy : null,
      impersonatedBy: by.source === 'person' ? by.impersonatedBy : null,
      applied: true,
    });
  }
  return changed;
}
