import { byName } from '../../process-common/employee-choices';
import type { UserListItem } from '../../../engine/api/users';

/**
 * Pure. Whom the caller may nominate (the promotion workflow's creators): HR everyone but themselves, a
 * supervisor their direct reports; by name. `users` are the caller's employee choices (GET /Users or
 * GET /Users/my-employees); the server decides on the nomination itself.
 */
export function nominees(users: readonly UserListItem[], userId: number, isHr: boolean): UserListItem[] {
  return byName(users.filter((u) => u.id !== userId && (isHr || u.supervisorId === userId)));
}
