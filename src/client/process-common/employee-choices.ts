import useSWR from 'swr';
import { areaAccess } from '../../engine/access';
import { swrFetcher } from '../api';
import type { UserList } from '../../engine/api/users';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/**
 * The employees the caller may pick on the process screens (starting a process, goals, nominations): everyone
 * (GET /Users) for readers of the user area, otherwise the caller's direct and indirect reports
 * (GET /Users/my-employees, SPEC §7); null when it failed.
 */
export function useEmployeeChoices(slug: string, roles: readonly string[], enabled = true) {
  const canListUsers = areaAccess(roles, 'user').read;
  return useSWR(
    enabled ? ([canListUsers ? '/Users' : '/Users/my-employees', slug] as const) : null,
    swrFetcher<UserList>,
    options,
  );
}

/** Pure. People sorted by last name, then first name (the pickers' order). */
export const byName = <T extends { firstName: string; lastName: string }>(people: readonly T[]): T[] =>
  [...people].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
