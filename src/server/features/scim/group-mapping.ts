import { SCIM_GROUP_NAME_MAX_LENGTH, SCIM_ID_MAX_LENGTH } from '../../../engine/scim';
import type { ScimGroup } from '../../../engine/api/scim';
import { CORE_GROUP } from '../../../engine/scim/urns';
import type { KnownAttribute, PatchSchema } from './patch';
import { scimBadRequest } from './scim-errors';
import { attributeOf } from './user-mapping';

/**
 * A SCIM Group (RFC 7643 §4.2) and the roles its members hold. Pure. The organization maps group names to role
 * lists (its setting `scimGroupRoles`); an employee holds the roles of every group they are in, beside the roles
 * the employee has anyway.
 */

export type ScimGroupRow = {
  id: number;
  display_name: string;
  external_id: string | null;
  created_at: Date;
  updated_at: Date;
};

/** A member as a Group presents it: the employee's id and name. */
export type ScimMemberRow = {
  id: number;
  first_name: string;
  last_name: string;
  scim_display_name: string | null;
};

/** What a Group body (or a Group after PATCH operations) asks the group to be. */
export type ScimGroupInput = { displayName: string; externalId: string | null; memberIds: string[] };

/** Pure. The group as a SCIM Group resource, members in id order. */
export function presentScimGroup(row: ScimGroupRow, members: ScimMemberRow[], baseUrl: string): ScimGroup {
  return {
    schemas: [CORE_GROUP],
    id: String(row.id),
    ...(row.external_id !== null ? { externalId: row.external_id } : {}),
    displayName: row.display_name,
    members: members.map((m) => ({
      value: String(m.id),
      $ref: `${baseUrl}/Users/${m.id}`,
      display: m.scim_display_name ?? `${m.first_name} ${m.last_name}`.trim(),
      type: 'User',
    })),
    meta: {
      resourceType: 'Group',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${baseUrl}/Groups/${row.id}`,
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, attribute: string, maxLength: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number')
    throw scimBadRequest('invalidValue', `${attribute} must be a string.`);
  const trimmed = String(value).trim();
  if (trimmed.length > maxLength)
    throw scimBadRequest('invalidValue', `${attribute} is longer than ${maxLength} characters.`);
  return trimmed;
}

/**
 * Pure. Reads a Group document into what the group should be: displayName (required), externalId, and the ids
 * of its members (each `{ value }`, doubles dropped). Wrong types throw 400 invalidValue.
 */
export function readScimGroup(doc: unknown): ScimGroupInput {
  if (!isObject(doc)) throw scimBadRequest('invalidSyntax', 'A Group must be a JSON object.');
  const displayName = text(attributeOf(doc, 'displayName'), 'displayName', SCIM_GROUP_NAME_MAX_LENGTH);
  if (!displayName) throw scimBadRequest('invalidValue', 'displayName is required.');
  const members = attributeOf(doc, 'members') ?? [];
  if (!Array.isArray(members)) throw scimBadRequest('invalidValue', 'members must be an array.');
  const memberIds = members.map((member) => {
    const value = text(
      isObject(member) ? attributeOf(member, 'value') : member,
      'members.value',
      SCIM_ID_MAX_LENGTH,
    );
    if (!value) throw scimBadRequest('invalidValue', 'Every member names a User by its id (value).');
    return value;
  });
  const externalId = text(attributeOf(doc, 'externalId'), 'externalId', SCIM_ID_MAX_LENGTH);
  return { displayName, externalId: externalId || null, memberIds: [...new Set(memberIds)] };
}

const GROUP_ATTRIBUTES: Record<string, KnownAttribute> = {
  displayname: { kind: 'kept' },
  externalid: { kind: 'kept' },
  members: { kind: 'kept', subAttributes: ['value', 'display', '$ref', 'type'] },
  id: { kind: 'readOnly' },
  meta: { kind: 'readOnly' },
  schemas: { kind: 'readOnly' },
};

/** The Group schema as PATCH applies it (no extensions). */
export const GROUP_PATCH_SCHEMA: PatchSchema = {
  core: CORE_GROUP,
  extensions: [],
  known: (extension, attribute, sub) => {
    const known = extension ? undefined : GROUP_ATTRIBUTES[attribute.toLowerCase()];
    if (!known || sub === null || known.kind !== 'kept') return known;
    return known.subAttributes?.includes(sub.toLowerCase()) ? known : undefined;
  },
  onePerType: [],
};

/** A group-to-role mapping as the organization keeps it. */
export type GroupRoleMapping = readonly { group: string; roles: readonly string[] }[];

/** Pure. The roles the groups of these names give, by the mapping (names without case), sorted. */
export function grantedRoles(groupNames: readonly string[], mapping: GroupRoleMapping): string[] {
  const names = new Set(groupNames.map((name) => name.toLowerCase()));
  const roles = mapping.filter((m) => names.has(m.group.toLowerCase())).flatMap((m) => m.roles);
  return [...new Set(roles)].sort();
}

/**
 * Pure. An employee's roles after their groups changed: the roles they hold anyway (`roles` without what groups
 * gave before, `provisioned`) and the roles the groups give now (`granted`). `provisioned` afterwards lists only
 * the granted roles the employee did not hold anyway, so that leaving a group never takes away one of those.
 */
export function rolesWithGroups(
  current: { roles: readonly string[]; provisioned: readonly string[] },
  granted: readonly string[],
): { roles: string[]; provisioned: string[] } {
  const lower = (list: readonly string[]) => new Set(list.map((r) => r.toLowerCase()));
  const given = lower(current.provisioned);
  const own = current.roles.filter((role) => !given.has(role.toLowerCase()));
  const ownLower = lower(own);
  const provisioned = [...new Set(granted)].filter((role) => !ownLower.has(role.toLowerCase()));
  return { roles: [...own, ...provisioned], provisioned };
}

/** Pure. A role list as the change history shows it: sorted, comma-separated. */
export const rolesText = (roles: readonly string[]) => [...roles].sort().join(', ');
