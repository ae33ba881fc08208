import { AREAS, FULL_ADMIN_ROLE, type AccessLevel, type Area, type AreaAccess } from './areas';

const normalize = (role: string) => role.trim().toLowerCase();

/**
 * Pure. Access of a role list to one area (SPEC §6): dpt.full_admin gives read and write everywhere;
 * otherwise dpt.{area}.read and dpt.{area}.write give read, write or both; nothing else gives access.
 */
export function areaAccess(roles: readonly string[], area: Area): AreaAccess {
  const set = new Set(roles.map(normalize));
  if (set.has(FULL_ADMIN_ROLE)) return { read: true, write: true };
  return { read: set.has(`dpt.${area}.read`), write: set.has(`dpt.${area}.write`) };
}

/** Pure. The access level of an area, as one word. */
export function accessLevel(access: AreaAccess): AccessLevel {
  if (access.read && access.write) return 'readwrite';
  if (access.read) return 'read';
  if (access.write) return 'write';
  return 'none';
}

/** Pure. The access of a role list to all seven areas. */
export function accessMap(roles: readonly string[]): Record<Area, AreaAccess> {
  return Object.fromEntries(AREAS.map((area) => [area, areaAccess(roles, area)])) as Record<Area, AreaAccess>;
}

/** Pure. True when the role list gives any access (read or write) to the area; menu entries use this. */
export function hasAreaAccess(roles: readonly string[], area: Area): boolean {
  return accessLevel(areaAccess(roles, area)) !== 'none';
}

/** Pure. True when the roles include the full administrator role. */
export function isFullAdmin(roles: readonly string[]): boolean {
  return roles.some((role) => normalize(role) === FULL_ADMIN_ROLE);
}
