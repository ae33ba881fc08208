import { byName } from '../../process-common/employee-choices';
import type { UserListItem } from '../../../engine/api/users';

/**
 * Pure. Whom the caller can start a process for: themselves and their direct and indirect reports, or
 * everybody for process administrators; sorted by name.
 */
export function creatableEmployees(
  users: readonly UserListItem[],
  userId: number,
  isAdmin: boolean,
): UserListItem[] {
  return byName(isAdmin ? users : reportsAndSelf(users, userId));
}

function reportsAndSelf(users: readonly UserListItem[], userId: number): UserListItem[] {
  const line = new Set([userId]);
  // walk down the hierarchy level by level; the guard stops at cycles in bad data
  for (let changed = true, rounds = 0; changed && rounds < 50; rounds += 1) {
    changed = false;
    for (const user of users) {
      if (!line.has(user.id) && user.supervisorId !== null && line.has(user.supervisorId)) {
        line.add(user.id);
        changed = true;
      }
    }
  }
  return users.filter((user) => line.has(user.id));
}
