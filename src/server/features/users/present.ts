import type { UserListRow } from './repo';

const fullName = (first: string | null, last: string | null) => (first && last ? `${first} ${last}` : null);

/** SPEC §3 "User list item". */
export function presentUserListItem(row: UserListRow) {
  return {
    id: row.id,
    shorthand: row.shorthand,
    firstName: row.first_name,
    lastName: row.last_name,
    position: row.position,
    supervisorId: row.supervisor_id,
    supervisorName: fullName(row.supervisor_first_name, row.supervisor_last_name),
    mentorName: fullName(row.mentor_first_name, row.mentor_last_name),
    canBeImpersonated: row.can_be_impersonated,
  };
}
