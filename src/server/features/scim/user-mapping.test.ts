import { describe, expect, it } from 'vitest';
import { ScimError } from './scim-errors';
import { EMPLOYEE_EXTENSION, ENTERPRISE_USER } from '../../../engine/scim/urns';
import { deriveShorthand, overlay, presentScimUser, readScimUser, type ScimUserRow } from './user-mapping';

const row: ScimUserRow = {
  id: 12,
  external_id: 'ext-12',
  scim_user_name: 'anna.albers@corp.example',
  scim_display_name: null,
  email: 'anna@firma.example',
  first_name: 'Anna',
  last_name: 'Albers',
  shorthand: 'AALB',
  position: 'Beraterin',
  current_position: '',
  hierarchy: 'Beratung',
  location: 'Köln',
  supervisor_id: 3,
  active: true,
  is_api_update_locked: false,
  created_at: new Date('2026-01-01T00:00:00Z'),
  updated_at: new Date('2026-02-01T00:00:00Z'),
  manager_first_name: 'Max',
  manager_last_name: 'Müller',
};

const scimTypeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ScimError) return error.scimType;
    throw error;
  }
  return 'no error';
};

describe('presentScimUser and readScimUser', () => {
  it('present an employee as a SCIM User and read it back unchanged', () => {
    const user = presentScimUser(row, 'https://x.example/scim/v2');
    expect(user).toMatchObject({
      id: '12',
      userName: 'anna.albers@corp.example',
      emails: [{ value: 'anna@firma.example', type: 'work', primary: true }],
      displayName: 'Anna Albers',
      title: 'Beraterin',
      addresses: [{ type: 'work', locality: 'Köln', primary: true }],
      [ENTERPRISE_USER]: {
        department: 'Beratung',
        manager: { value: '3', $ref: 'https://x.example/scim/v2/Users/3', displayName: 'Max Müller' },
      },
      [EMPLOYEE_EXTENSION]: { shorthand: 'AALB', apiUpdateLocked: false },
      meta: { location: 'https://x.example/scim/v2/Users/12', lastModified: '2026-02-01T00:00:00.000Z' },
    });
    expect(user[EMPLOYEE_EXTENSION].currentPosition).toBeUndefined();
    expect(readScimUser(user)).toEqual({
      externalId: 'ext-12',
      userName: 'anna.albers@corp.example',
      displayName: 'Anna Albers',
      email: 'anna@firma.example',
      firstName: 'Anna',
      lastName: 'Albers',
      position: 'Beraterin',
      currentPosition: '',
      hierarchy: 'Beratung',
      location: 'Köln',
      managerId: '3',
      active: true,
      shorthand: 'AALB',
    });
  });

  it('keeps userName apart from the work e-mail: emails first (work, primary), else userName if an e-mail', () => {
    expect(
      readScimUser({ userName: 'upn@corp.example', emails: [{ value: 'mail@firma.example', type: 'work' }] }),
    ).toMatchObject({
      userName: 'upn@corp.example',
      email: 'mail@firma.example',
    });
    const emails = [
      { value: 'home@x.example', type: 'home' },
      { value: 'main@x.example', type: 'other', primary: true },
    ];
    expect(readScimUser({ userName: 'u', emails }).email).toBe('main@x.example');
    expect(readScimUser({ userName: 'x@y.example' }).email).toBe('x@y.example');
    expect(readScimUser({ userName: 'x@y.example', emails: [{ type: 'work' }] }).email).toBe('x@y.example');
    expect(scimTypeOf(() => readScimUser({ userName: 'DOMAIN\\paul' }))).toBe('invalidValue');
  });

  it('reads the manager from its $ref when no value is sent', () => {
    const input = readScimUser({
      userName: 'x@y.example',
      [ENTERPRISE_USER]: { manager: { $ref: 'https://x/scim/v2/Users/42' } },
    });
    expect(input.managerId).toBe('42');
  });

  it('lays a PUT body over the current resource: what it names replaces, null clears, the rest stays', () => {
    const current = presentScimUser(row, '');
    const put = overlay(current, {
      userName: 'anna@firma.example',
      name: { givenName: 'Anne' },
      title: null,
    });
    expect(readScimUser(put)).toMatchObject({
      firstName: 'Anne',
      lastName: 'Albers',
      position: '',
      hierarchy: 'Beratung',
      managerId: '3',
      location: 'Köln',
    });
  });

  it('reads a bare manager id, text booleans, and clears what a replacement leaves out', () => {
    const input = readScimUser({
      userName: 'x@y.example',
      active: 'False',
      [ENTERPRISE_USER]: { manager: '9' },
    });
    expect(input).toMatchObject({
      managerId: '9',
      active: false,
      position: '',
      location: '',
      shorthand: undefined,
    });
    expect(readScimUser({ userName: 'x@y.example' }).active).toBe(true);
  });

  it('refuses wrong types, oversized texts, a bad shorthand and a User without a work e-mail', () => {
    expect(scimTypeOf(() => readScimUser({ userName: 'nope' }))).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser({}))).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser({ userName: 'x@y.example', title: 5 }))).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser({ userName: 'x@y.example', title: 'x'.repeat(201) }))).toBe(
      'invalidValue',
    );
    expect(scimTypeOf(() => readScimUser({ userName: 'x@y.example', emails: 'x' }))).toBe('invalidValue');
    expect(
      scimTypeOf(() => readScimUser({ userName: 'x@y.example', [EMPLOYEE_EXTENSION]: { shorthand: 'a/b' } })),
    ).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser({ userName: 'x@y.example', active: 'yes' }))).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser([]))).toBe('invalidSyntax');
  });
});

describe('deriveShorthand', () => {
  const input = (firstName: string, lastName: string, email = 'x@y.example') =>
    readScimUser({ userName: email, name: { givenName: firstName, familyName: lastName } });

  it('takes the first letter of the given name and three of the family name, umlauts spelled out', () => {
    expect(deriveShorthand(input('Max', 'Müller'), () => false)).toBe('MMUE');
    expect(deriveShorthand(input('Élodie', 'Ørsted'), () => false)).toBe('EOER');
    expect(deriveShorthand(input('Zoë', 'Łukasik'), () => false)).toBe('ZLUK');
  });

  it('numbers it when taken, and falls back to the e-mail without a name', () => {
    const taken = new Set(['MMUE', 'MMUE2']);
    expect(deriveShorthand(input('Max', 'Müller'), (c) => taken.has(c))).toBe('MMUE3');
    expect(deriveShorthand(input('', '', 'j.doe-2@y.example'), () => false)).toBe('JDOE2');
  });
});
