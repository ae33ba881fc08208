import type { EntryRow } from './repo';

/** Pure. An entry's user as the API names people, or null (no one signed in, or unknown e-mail). */
const presentUser = (row: Pick<EntryRow, 'user_id' | 'first_name' | 'last_name' | 'shorthand'>) =>
  row.user_id === null || row.first_name === null
    ? null
    : {
        id: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name ?? '',
        shorthand: row.shorthand ?? '',
      };

/** Pure. An entry as GET /error-log answers it. */
export function presentEntry(row: EntryRow) {
  return {
    id: row.id,
    date: row.created_at.toISOString(),
    type: row.type,
    description: row.description,
    errorId: row.error_id,
    user: presentUser(row),
  };
}
