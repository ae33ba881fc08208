import { areaAccess, isFullAdmin } from './area-access';

/** Pure. Administrators of processes: dpt.full_admin or write access to the processes area (SPEC §6). */
export function isProcessAdmin(roles: readonly string[]): boolean {
  return isFullAdmin(roles) || areaAccess(roles, 'processes').write;
}

/**
 * Pure. Readers of every process of the organization (the lists of all processes, their hub group): read
 * access to the processes area, or its administrators.
 */
export function readsAllProcesses(roles: readonly string[]): boolean {
  return areaAccess(roles, 'processes').read || isProcessAdmin(roles);
}
