import { impersonationRefusalOf } from '../../auth/impersonation';
import type { UserRow } from '../../db/database';
import type { PersonRef } from '../../../engine/api/common';
import type { EmployeeFieldValues } from '../../../engine/employees';
import type { HierarchyPerson, UserDetail, UserHistoryEntry, UserPageItem } from '../../../engine/api/users';
import type { HierarchyPersonRow, HistoryRow, PersonRow, UserListRow, UserPageRow } from './repo';

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

/** One row of the employee overview. */
export function presentUserPageItem(row: UserPageRow): UserPageItem {
  return {
    ...presentUserListItem(row),
    location: row.location,
    hierarchy: row.hierarchy,
    active: row.active,
  };
}

/** A person's id and names. */
export const presentPerson = (row: PersonRow): PersonRef => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  shorthand: row.shorthand,
});

export function presentHierarchyPerson(row: HierarchyPersonRow): HierarchyPerson {
  return { ...presentPerson(row), position: row.position, reportCount: Number(row.report_count) };
}

// timestamps come as Date from both drivers; the column types leave it open
const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

/** An employee's own data: names, e-mail, shorthand, positions, unit and location. */
const ownFields = (user: UserRow) => ({
  firstName: user.first_name,
  lastName: user.last_name,
  email: user.email,
  shorthand: user.shorthand,
  position: user.position,
  currentPosition: user.current_position,
  hierarchy: user.hierarchy,
  location: user.location,
});

/** The fields of a stored employee whose changes the history records. */
export const presentHistoryFields = (user: UserRow): EmployeeFieldValues => ({
  ...ownFields(user),
  supervisorId: user.supervisor_id,
  mentorId: user.mentor_id,
  isApiUpdateLocked: user.is_api_update_locked,
});

/** SPEC §3 "User detail" with the supervisor line (direct supervisor first) and the profile. */
export function presentUserDetail(
  user: UserRow,
  people: { supervisor?: PersonRow; mentor?: PersonRow; line: HierarchyPersonRow[]; reportCount: number },
  viewerId: number,
): UserDetail {
  return {
    id: user.id,
    ...ownFields(user),
    supervisor: people.supervisor ? presentPerson(people.supervisor) : null,
    mentor: people.mentor ? presentPerson(people.mentor) : null,
    isApiUpdateLocked: user.is_api_update_locked,
    active: user.active,
    canBeImpersonated: user.can_be_impersonated,
    impersonationRefusal: impersonationRefusalOf(user, viewerId),
    supervisorLine: people.line.map(presentHierarchyPerson),
    reportCount: people.reportCount,
    languageKey: user.language_key,
    themeMode: user.theme_mode,
    roles: [...user.roles],
    updatedAt: iso(user.updated_at),
  };
}

/** The fields whose history values are person ids, shown as names. */
const PERSON_FIELDS = new Set(['supervisorId', 'mentorId']);

/** Pure. The person ids the history rows name as values, to be looked up once. */
export function personIdsInHistory(rows: readonly HistoryRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    if (!PERSON_FIELDS.has(row.field)) continue;
    for (const value of [row.previous_value, row.new_value]) {
      const id = Number(value);
      if (value !== null && Number.isInteger(id) && id > 0 && id <= 2147483647) ids.add(id);
    }
  }
  return [...ids];
}

const refOf = (id: number | null, first: string | null, last: string | null, shorthand: string | null) =>
  id !== null && first !== null && last !== null && shorthand !== null
    ? { id, firstName: first, lastName: last, shorthand }
    : null;

/** One change history entry; a supervisor or mentor id reads as "First Last (SHORTHAND)" when still known. */
export function presentHistoryEntry(
  row: HistoryRow,
  people: ReadonlyMap<number, PersonRow>,
): UserHistoryEntry {
  const valueText = (value: string | null) => {
    if (value === null || !PERSON_FIELDS.has(row.field)) return value;
    const person = people.get(Number(value));
    return person ? `${person.first_name} ${person.last_name} (${person.shorthand})` : value;
  };
  return {
    id: row.id,
    field: row.field,
    previousValue: valueText(row.previous_value),
    newValue: valueText(row.new_value),
    changedBy: refOf(
      row.changed_by_id,
      row.changed_by_first_name,
      row.changed_by_last_name,
      row.changed_by_shorthand,
    ),
    impersonatedBy: refOf(
      row.impersonated_by_id,
      row.impersonated_by_first_name,
      row.impersonated_by_last_name,
      row.impersonated_by_shorthand,
    ),
    changedAt: iso(row.changed_at),
    source: row.source,
    applied: row.applied,
  };
}
