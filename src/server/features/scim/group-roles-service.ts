import { ROLE_NAMES } from '../../../engine/access';
import type { ScimGroupRoles, ScimGroupRolesBody } from '../../../engine/api/scim';
import type { Actor } from '../../auth/actor';
import { badRequest } from '../../errors';
import type { ScimServices } from './deps';
import {
  employeesWithGroupRoles,
  groupRoleMapping,
  groupSummaries,
  saveGroupRoleMapping,
} from './group-repo';
import { syncGroupRoles } from './role-sync';
import { lockOrganizationProvisioning } from './scim-repo';

const KNOWN_ROLES = new Map(ROLE_NAMES.map((role) => [role.toLowerCase(), role]));

/** GET /api/scim-group-roles: the organization's group-to-role mapping, the roles it may give, and its groups. */
export async function groupRolesOf(services: ScimServices, actor: Actor): Promise<ScimGroupRoles> {
  const [mappings, groups] = await Promise.all([
    groupRoleMapping(services.db, actor.organizationId),
    groupSummaries(services.db, actor.organizationId),
  ]);
  return { mappings, roleNames: [...ROLE_NAMES], groups };
}

/**
 * PUT /api/scim-group-roles: stores the mapping (group names trimmed and each named once, without case; roles
 * among ROLE_NAMES, else 400), then gives every employee in a group (or holding group roles) the roles it gives
 * now, recorded in their history as changed by the administrator; the next request of each has the new rights.
 */
export async function saveGroupRoles(
  services: ScimServices,
  actor: Actor,
  body: ScimGroupRolesBody,
): Promise<ScimGroupRoles> {
  const seen = new Set<string>();
  const mappings = body.mappings.map((mapping, index) => {
    const group = mapping.group.trim();
    if (seen.has(group.toLowerCase()))
      throw badRequest('DUPLICATE_GROUP', `The group "${group}" is mapped twice.`, [
        { path: `/body/mappings/${index}/group`, message: 'names a group already mapped' },
      ]);
    seen.add(group.toLowerCase());
    const roles = mapping.roles.map((role, roleIndex) => {
      const known = KNOWN_ROLES.get(role.trim().toLowerCase());
      if (!known)
        throw badRequest('UNKNOWN_ROLE', `"${role}" is no role of the product.`, [
          { path: `/body/mappings/${index}/roles/${roleIndex}`, message: 'must be one of roleNames' },
        ]);
      return known;
    });
    return { group, roles: [...new Set(roles)] };
  });
  const changed = await services.db.transaction().execute(async (trx) => {
    await lockOrganizationProvisioning(trx, actor.organizationId);
    await saveGroupRoleMapping(trx, actor.organizationId, mappings);
    const employees = await employeesWithGroupRoles(trx, actor.organizationId);
    return syncGroupRoles(trx, actor.organizationId, employees, {
      source: 'person',
      changedBy: actor.userId,
      impersonatedBy: actor.impersonator?.userId ?? null,
    });
  });
  if (changed) services.forgetMemberships(actor.organizationId);
  return groupRolesOf(services, actor);
}
