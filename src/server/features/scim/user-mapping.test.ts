import { describe, expect, it } from 'vitest';
import { ScimError } from './scim-errors';
import { EMPLOYEE_EXTENSION, ENTERPRISE_USER } from '../../../engine/scim/urns';
import { deriveShorthand, presentScimUser, readScimUser, type ScimUserRow } from './user-mapping';

const row: ScimUserRow = {
  id: 12,
  external_id: 'ext-12',
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
      userName: 'anna@firma.example',
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
    expect(readScimUser(user, user)).toEqual({
      externalId: 'ext-12',
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

  it('takes a changed work e-mail when userName stayed, and userName otherwise', () => {
    const current = presentScimUser(row, '');
    const emailChanged = { ...current, emails: [{ value: 'new@firma.example', type: 'work' }] };
    expect(readScimUser(emailChanged, current).email).toBe('new@firma.example');
    const both = { ...emailChanged, userName: 'user@firma.example' };
    expect(readScimUser(both, current).email).toBe('user@firma.example');
    expect(readScimUser({ userName: 'x@y.example', emails: [{ value: 'z@y.example' }] }, null).email).toBe(
      'x@y.example',
    );
  });

  it('reads a bare manager id, text booleans, and clears what a replacement leaves out', () => {
    const input = readScimUser(
      { userName: 'x@y.example', active: 'False', [ENTERPRISE_USER]: { manager: '9' } },
      null,
    );
    expect(input).toMatchObject({
      managerId: '9',
      active: false,
      position: '',
      location: '',
      shorthand: undefined,
    });
    expect(readScimUser({ userName: 'x@y.example' }, null).active).toBe(true);
  });

  it('refuses wrong types, oversized texts, a bad shorthand and a userName that is no e-mail', () => {
    expect(scimTypeOf(() => readScimUser({ userName: 'nope' }, null))).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser({}, null))).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser({ userName: 'x@y.example', title: 5 }, null))).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser({ userName: 'x@y.example', title: 'x'.repeat(201) }, null))).toBe(
      'invalidValue',
    );
    expect(scimTypeOf(() => readScimUser({ userName: 'x@y.example', emails: 'x' }, null))).toBe(
      'invalidValue',
    );
    expect(
      scimTypeOf(() =>
        readScimUser({ userName: 'x@y.example', [EMPLOYEE_EXTENSION]: { shorthand: 'a/b' } }, null),
      ),
    ).toBe('invalidValue');
    expect(scimTypeOf(() => readScimUser({ userName: 'x@y.example', active: 'yes' }, null))).toBe(
      'invalidValue',
    );
    expect(scimTypeOf(() => readScimUser([], null))).toBe('invalidSyntax');
  });
});

describe('deriveShorthand', () => {
  const input = (firstName: string, lastName: string, email = 'x@y.example') =>
    readScimUser({ userName: email, name: { givenName: firstName, familyName: lastName } }, null);

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
