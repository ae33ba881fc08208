import {
  EMPLOYEE_EMAIL_MAX_LENGTH,
  EMPLOYEE_SHORTHAND_MAX_LENGTH,
  EMPLOYEE_SHORTHAND_PATTERN,
  EMPLOYEE_TEXT_MAX_LENGTH,
} from '../../../engine/employees';
import { SCIM_ID_MAX_LENGTH } from '../../../engine/scim';
import type { EmployeeDetailColumn, UserRow } from '../../db/database';
import { scimBadRequest } from './scim-errors';
import type { ScimUser } from '../../../engine/api/scim';
import { CORE_USER, EMPLOYEE_EXTENSION, ENTERPRISE_USER } from '../../../engine/scim/urns';

/**
 * The mapping between an employee and a SCIM User (RFC 7643 §4.1 plus the enterprise extension §4.3 and the
 * product's extension). Pure.
 *
 * | employee          | SCIM                                                                         |
 * | ----------------- | ---------------------------------------------------------------------------- |
 * | id                | id (the employee's row id as text)                                           |
 * | scim user name    | userName (the identity system's login name; the e-mail when none was sent)   |
 * | email             | emails[type eq "work"] (else the primary e-mail, else userName if an e-mail) |
 * | first, last name  | name.givenName, name.familyName (both required)                              |
 * | scim display name | displayName (kept as sent; "first last" when none)                           |
 * | position          | title                                                                        |
 * | hierarchy         | enterprise department                                                        |
 * | supervisor        | enterprise manager.value (the supervisor's SCIM id; or its URI as $ref)      |
 * | location          | addresses[type eq "work"].locality                                           |
 * | current position  | dpt extension currentPosition                                                |
 * | shorthand         | dpt extension shorthand (derived from the name when not given)               |
 * | API lock          | dpt extension apiUpdateLocked (read-only)                                    |
 * | active            | active                                                                       |
 * | external id       | externalId                                                                   |
 */

/** An employee as SCIM presents it: the user's row and the name of their supervisor. */
export type ScimUserRow = Pick<
  UserRow,
  | 'id'
  | 'external_id'
  | 'scim_user_name'
  | 'scim_display_name'
  | EmployeeDetailColumn
  | 'active'
  | 'is_api_update_locked'
  | 'created_at'
> & { updated_at: Date; manager_first_name: string | null; manager_last_name: string | null };

/** The employee's fields a SCIM User sets as they are sent. */
type EmployeeProfile = {
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  currentPosition: string;
  hierarchy: string;
  location: string;
};

/** What a SCIM User asks an employee to be; `shorthand` undefined: keep it (or derive one for a new user). */
export type ScimUserInput = EmployeeProfile & {
  externalId: string | null;
  userName: string;
  /** the displayName sent; '' for none */
  displayName: string;
  /** the manager's SCIM id, null for none */
  managerId: string | null;
  active: boolean;
  shorthand: string | undefined;
};

/** The employee's fields provisioning writes: the profile, the shorthand, the supervisor and whether active. */
export type EmployeeValues = EmployeeProfile & {
  shorthand: string;
  supervisorId: number | null;
  active: boolean;
};

export type ScimJson = Record<string, unknown>;

/** Pure. The employee as a SCIM User resource; empty texts are left out (unassigned, RFC 7643 §2.5). */
export function presentScimUser(row: ScimUserRow, baseUrl: string): ScimUser {
  const name = `${row.first_name} ${row.last_name}`.trim();
  const displayName = row.scim_display_name ?? name;
  const manager =
    row.supervisor_id === null
      ? undefined
      : {
          value: String(row.supervisor_id),
          $ref: `${baseUrl}/Users/${row.supervisor_id}`,
          ...(row.manager_first_name !== null
            ? { displayName: `${row.manager_first_name} ${row.manager_last_name ?? ''}`.trim() }
            : {}),
        };
  return {
    schemas: [CORE_USER, ENTERPRISE_USER, EMPLOYEE_EXTENSION],
    id: String(row.id),
    ...(row.external_id !== null ? { externalId: row.external_id } : {}),
    userName: row.scim_user_name ?? row.email,
    name: {
      ...(name ? { formatted: name } : {}),
      ...(row.first_name ? { givenName: row.first_name } : {}),
      ...(row.last_name ? { familyName: row.last_name } : {}),
    },
    ...(displayName ? { displayName } : {}),
    ...(row.position ? { title: row.position } : {}),
    active: row.active,
    emails: [{ value: row.email, type: 'work', primary: true }],
    ...(row.location ? { addresses: [{ type: 'work', locality: row.location, primary: true }] } : {}),
    [ENTERPRISE_USER]: {
      ...(row.hierarchy ? { department: row.hierarchy } : {}),
      ...(manager ? { manager } : {}),
    },
    [EMPLOYEE_EXTENSION]: {
      shorthand: row.shorthand,
      ...(row.current_position ? { currentPosition: row.current_position } : {}),
      apiUpdateLocked: row.is_api_update_locked,
    },
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}

/** Pure. An attribute of a SCIM object by name, compared without case (RFC 7643 §2.1). */
export function attributeOf(object: unknown, name: string): unknown {
  if (!object || typeof object !== 'object' || Array.isArray(object)) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(object)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

const isObject = (value: unknown): value is ScimJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, attribute: string, maxLength: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw scimBadRequest('invalidValue', `${attribute} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > maxLength)
    throw scimBadRequest('invalidValue', `${attribute} is longer than ${maxLength} characters.`);
  if (trimmed.includes('\u0000'))
    throw scimBadRequest('invalidValue', `${attribute} contains a NUL character.`);
  return trimmed;
}

/**
 * The work entry of a multi-valued attribute (emails, addresses): type work, else the primary, else the first;
 * entries without a value (`emails`) or locality (`addresses`) do not count.
 */
function workEntry(values: unknown, attribute: string, valueName: string): ScimJson | undefined {
  if (values === undefined || values === null) return undefined;
  if (!Array.isArray(values)) throw scimBadRequest('invalidValue', `${attribute} must be an array.`);
  const entries = values.filter(isObject);
  if (entries.length !== values.length)
    throw scimBadRequest('invalidValue', `Every entry of ${attribute} must be an object.`);
  const filled = entries.filter((e) => {
    const value = attributeOf(e, valueName);
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  });
  const typed = (t: string) => filled.find((e) => String(attributeOf(e, 'type')).toLowerCase() === t);
  return typed('work') ?? filled.find((e) => flagOf(attributeOf(e, 'primary')) === true) ?? filled[0];
}

const flagOf = (value: unknown) =>
  typeof value === 'boolean'
    ? value
    : typeof value === 'string' && /^(true|false)$/i.test(value)
      ? value.toLowerCase() === 'true'
      : undefined;

function flag(value: unknown, attribute: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  // some identity systems send booleans as text in PATCH values ("False")
  const read = flagOf(value);
  if (read === undefined) throw scimBadRequest('invalidValue', `${attribute} must be a boolean.`);
  return read;
}

function managerIdOf(manager: unknown): string | null {
  if (manager === undefined || manager === null || manager === '') return null;
  // a manager given as its bare id (as some identity systems PATCH it), as { value }, or as { $ref } (its URI)
  let value = isObject(manager) ? attributeOf(manager, 'value') : manager;
  const ref = isObject(manager) ? attributeOf(manager, '$ref') : undefined;
  if ((value === undefined || value === null || value === '') && typeof ref === 'string' && ref !== '')
    value = ref.replace(/\/+$/, '').split('/').pop();
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw scimBadRequest('invalidValue', 'manager.value must be a string.');
  if (value.length > SCIM_ID_MAX_LENGTH) throw scimBadRequest('invalidValue', 'manager.value is too long.');
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const SHORTHAND = new RegExp(EMPLOYEE_SHORTHAND_PATTERN);

/**
 * Pure. Reads a SCIM User document (a POST body, a PUT body laid over the current resource, or a resource after
 * PATCH operations) into what the employee should be. userName is the identity system's identifier and is kept
 * as sent; the work e-mail is `emails[type eq "work"]` (else the primary, else the first), and userName when no
 * e-mail is sent and it is one; neither: 400 invalidValue. Absent attributes are empty; `active` defaults to
 * true. Wrong types and oversized values throw 400 invalidValue.
 */
export function readScimUser(doc: unknown): ScimUserInput {
  if (!isObject(doc)) throw scimBadRequest('invalidSyntax', 'A User must be a JSON object.');
  const userName = text(attributeOf(doc, 'userName'), 'userName', EMPLOYEE_EMAIL_MAX_LENGTH);
  if (!userName) throw scimBadRequest('invalidValue', 'userName is required.');
  const workEmail = workEntry(attributeOf(doc, 'emails'), 'emails', 'value');
  const emailValue = workEmail
    ? text(attributeOf(workEmail, 'value'), 'emails.value', EMPLOYEE_EMAIL_MAX_LENGTH)
    : '';
  const email = emailValue || (EMAIL.test(userName) ? userName : '');
  if (!email)
    throw scimBadRequest(
      'invalidValue',
      'A work e-mail is required: emails[type eq "work"].value, or a userName that is an e-mail address.',
    );
  if (!EMAIL.test(email))
    throw scimBadRequest('invalidValue', `The work e-mail "${email}" is no e-mail address.`);

  const name = attributeOf(doc, 'name');
  if (name !== undefined && name !== null && !isObject(name))
    throw scimBadRequest('invalidValue', 'name must be an object.');
  const enterprise = attributeOf(doc, ENTERPRISE_USER);
  const employee = attributeOf(doc, EMPLOYEE_EXTENSION);
  for (const [urn, value] of [
    [ENTERPRISE_USER, enterprise],
    [EMPLOYEE_EXTENSION, employee],
  ] as const)
    if (value !== undefined && value !== null && !isObject(value))
      throw scimBadRequest('invalidValue', `${urn} must be an object.`);
  const address = workEntry(attributeOf(doc, 'addresses'), 'addresses', 'locality');
  const shorthand = text(attributeOf(employee, 'shorthand'), 'shorthand', EMPLOYEE_SHORTHAND_MAX_LENGTH);
  if (shorthand && !SHORTHAND.test(shorthand))
    throw scimBadRequest(
      'invalidValue',
      'shorthand may hold letters, digits, dot, dash and underscore only.',
    );
  const externalId = text(attributeOf(doc, 'externalId'), 'externalId', SCIM_ID_MAX_LENGTH);

  return {
    externalId: externalId || null,
    userName,
    displayName: text(attributeOf(doc, 'displayName'), 'displayName', 2 * EMPLOYEE_TEXT_MAX_LENGTH + 1),
    email,
    firstName: text(attributeOf(name, 'givenName'), 'name.givenName', EMPLOYEE_TEXT_MAX_LENGTH),
    lastName: text(attributeOf(name, 'familyName'), 'name.familyName', EMPLOYEE_TEXT_MAX_LENGTH),
    position: text(attributeOf(doc, 'title'), 'title', EMPLOYEE_TEXT_MAX_LENGTH),
    currentPosition: text(
      attributeOf(employee, 'currentPosition'),
      'currentPosition',
      EMPLOYEE_TEXT_MAX_LENGTH,
    ),
    hierarchy: text(attributeOf(enterprise, 'department'), 'department', EMPLOYEE_TEXT_MAX_LENGTH),
    location: address
      ? text(attributeOf(address, 'locality'), 'addresses.locality', EMPLOYEE_TEXT_MAX_LENGTH)
      : '',
    managerId: managerIdOf(attributeOf(enterprise, 'manager')),
    active: flag(attributeOf(doc, 'active'), 'active') ?? true,
    shorthand: shorthand || undefined,
  };
}

/**
 * Pure. A PUT body laid over the current resource: the attributes the body names replace the current ones
 * (complex ones, such as name and the extensions, sub-attribute by sub-attribute; `null` clears), the others stay.
 * So an identity system that does not send an attribute (Okta's PUT without the enterprise extension) does not
 * clear what it never managed.
 */
export function overlay(current: ScimJson, body: ScimJson): ScimJson {
  const result: ScimJson = { ...current };
  for (const [key, value] of Object.entries(body)) {
    const existing = Object.keys(result).find((k) => k.toLowerCase() === key.toLowerCase());
    const before = existing === undefined ? undefined : result[existing];
    if (existing !== undefined) delete result[existing];
    result[key] = isObject(value) && isObject(before) ? overlay(before, value) : value;
  }
  return result;
}

/**
 * Pure. A shorthand for a new employee in the style of the organization's (first letter of the given name and
 * three of the family name, "AALB"), letters and digits only; `taken` says whether one is in use, and a number
 * is appended until one is free. Falls back to the e-mail's local part when the name gives no letters.
 */
export function deriveShorthand(input: ScimUserInput, taken: (candidate: string) => boolean): string {
  const plain = (s: string) =>
    s
      .replace(/ä/gi, 'ae')
      .replace(/ö/gi, 'oe')
      .replace(/ü/gi, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/ø/gi, 'oe')
      .replace(/æ/gi, 'ae')
      .replace(/ł/gi, 'l')
      .replace(/đ/gi, 'd')
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase();
  const fromName = plain(input.firstName).slice(0, 1) + plain(input.lastName).slice(0, 3);
  const base =
    (fromName.length >= 2 ? fromName : plain(input.email.split('@')[0] ?? '').slice(0, 8)) || 'USER';
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, EMPLOYEE_SHORTHAND_MAX_LENGTH - String(n).length)}${n}`;
    if (!taken(candidate)) return candidate;
  }
}
