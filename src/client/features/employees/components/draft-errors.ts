import {
  closesSupervisorCycle,
  EMPLOYEE_EMAIL_MAX_LENGTH,
  EMPLOYEE_SHORTHAND_MAX_LENGTH,
  EMPLOYEE_SHORTHAND_PATTERN,
  EMPLOYEE_TEXT_MAX_LENGTH,
  type EmployeeTextField,
} from '../../../../engine/employees';
import type { SaveUserBody, UserListItem } from '../../../../engine/api/users';

/** The checks of the basic data form, the same the server makes, so that the form explains before it sends. */

/** The fields that must not be blank. */
export const REQUIRED: readonly EmployeeTextField[] = ['firstName', 'lastName', 'email', 'shorthand'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SHORTHAND = new RegExp(EMPLOYEE_SHORTHAND_PATTERN);
/** The longest text a field takes. */
export const maxLength = (field: EmployeeTextField) =>
  field === 'email'
    ? EMPLOYEE_EMAIL_MAX_LENGTH
    : field === 'shorthand'
      ? EMPLOYEE_SHORTHAND_MAX_LENGTH
      : EMPLOYEE_TEXT_MAX_LENGTH;

/** Pure. The message key of each field the draft gets wrong, checked as the server will check them. */
export function draftErrors(
  draft: SaveUserBody,
  people: readonly UserListItem[],
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const field of REQUIRED) if (!draft[field].trim()) errors[field] = 'employeesPage.errors.required';
  if (!errors.email && !EMAIL.test(draft.email.trim())) errors.email = 'employeesPage.errors.email';
  const shorthand = draft.shorthand.trim();
  if (!errors.shorthand && !SHORTHAND.test(shorthand))
    errors.shorthand = 'employeesPage.errors.shorthandPattern';
  else if (!errors.shorthand && people.some((p) => p.id !== draft.id && p.shorthand === shorthand))
    errors.shorthand = 'employeesPage.errors.shorthandTaken';
  if (closesSupervisorCycle(people, draft.id, draft.supervisorId))
    errors.supervisorId = 'employeesPage.errors.supervisorCycle';
  if (draft.mentorId !== null && draft.mentorId === draft.id)
    errors.mentorId = 'employeesPage.errors.mentorSelf';
  return errors;
}
