/**
 * The fields of an employee (SPEC §3 "User detail") as the API names them, the limits of each, and the pure
 * comparison that lists what a change touches. Shared by the employee administration, SCIM provisioning and
 * the client's form.
 */

import type { SaveUserBody, UserDetail } from '../api/users';

/** The text fields of an employee, in the order the detail shows them. */
export const EMPLOYEE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'shorthand',
  'position',
  'currentPosition',
  'hierarchy',
  'location',
] as const;
export type EmployeeTextField = (typeof EMPLOYEE_TEXT_FIELDS)[number];

/** Every field the change history records. */
const EMPLOYEE_FIELDS = [
  ...EMPLOYEE_TEXT_FIELDS,
  'supervisorId',
  'mentorId',
  'isApiUpdateLocked',
  'active',
  // the role list as sorted text ("dpt.forms.read, dpt.user.read"); SCIM group membership changes it
  'roles',
  // a link to a subject of an external issuer ("issuer: subject"): made at a first sign-in, undone by HR
  'signInIdentity',
] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];

/** A field's value: text, a person's id, or a flag; null for no person. */
export type EmployeeFieldValue = string | number | boolean | null;
export type EmployeeFieldValues = Partial<Record<EmployeeField, EmployeeFieldValue>>;

/** One changed field: its value before and after. */
export type EmployeeFieldChange = {
  field: EmployeeField;
  previous: EmployeeFieldValue;
  next: EmployeeFieldValue;
};

/** Longest name, position, hierarchy or location text. */
export const EMPLOYEE_TEXT_MAX_LENGTH = 200;
/** Longest e-mail address (RFC 5321 path limit). */
export const EMPLOYEE_EMAIL_MAX_LENGTH = 254;
/** Longest shorthand; it is part of the detail page's address. */
export const EMPLOYEE_SHORTHAND_MAX_LENGTH = 40;
/** A shorthand: letters, digits, dot, dash and underscore, so that it reads well in an address. */
export const EMPLOYEE_SHORTHAND_PATTERN = '^[A-Za-z0-9._-]+$';
/** Longest search keyword of the employee overview. */
export const EMPLOYEE_KEYWORD_MAX_LENGTH = 100;
/** Largest page of the employee overview. */
export const EMPLOYEE_PAGE_MAX_SIZE = 200;
/** Most change history entries one answer carries (newest first). */
export const EMPLOYEE_HISTORY_MAX_ENTRIES = 1000;
/** The columns the employee overview sorts by. */
export const EMPLOYEE_SORT_COLUMNS = [
  'shorthand',
  'lastName',
  'firstName',
  'position',
  'supervisorName',
  'mentorName',
  'location',
  'hierarchy',
] as const;
export type EmployeeSortColumn = (typeof EMPLOYEE_SORT_COLUMNS)[number];

/**
 * Pure. The fields whose value differs between `before` and `after`, in EMPLOYEE_FIELDS order; a field absent
 * from `after` is left as it is and not listed. Text is compared exactly (callers trim before).
 */
export function diffUserFields(
  before: EmployeeFieldValues,
  after: EmployeeFieldValues,
): EmployeeFieldChange[] {
  const changes: EmployeeFieldChange[] = [];
  for (const field of EMPLOYEE_FIELDS) {
    if (!(field in after) || after[field] === undefined) continue;
    const previous = before[field] ?? null;
    const next = after[field] ?? null;
    if (previous !== next) changes.push({ field, previous, next });
  }
  return changes;
}

/** Pure. The PUT /Users body that keeps everything of a detail as it is. */
export const saveBodyOf = (d: UserDetail): SaveUserBody => ({
  id: d.id,
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  shorthand: d.shorthand,
  position: d.position,
  currentPosition: d.currentPosition,
  hierarchy: d.hierarchy,
  location: d.location,
  supervisorId: d.supervisor?.id ?? null,
  mentorId: d.mentor?.id ?? null,
  isApiUpdateLocked: d.isApiUpdateLocked,
});

/** Pure. How the change history writes a sign-in identity: "issuer: subject". */
export const signInIdentityText = (identity: { issuer: string; subject: string }) =>
  `${identity.issuer}: ${identity.subject}`;
