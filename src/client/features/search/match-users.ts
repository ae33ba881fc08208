import type { UserListItem } from '../../../engine/api/users';

/**
 * Pure. The people whose name or shorthand contains `term` (case- and accent-insensitive), by last name: the
 * first `max` of them and how many more matched (SPEC §2: at most 5 user results plus a count of further ones).
 */
export function matchUsers(
  users: readonly UserListItem[],
  term: string,
  max: number,
): { shown: UserListItem[]; more: number } {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const wanted = fold(term.trim());
  const found = users
    .filter((u) =>
      [`${u.firstName} ${u.lastName}`, `${u.lastName} ${u.firstName}`, u.shorthand].some((s) =>
        fold(s).includes(wanted),
      ),
    )
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return { shown: found.slice(0, max), more: Math.max(0, found.length - max) };
}
