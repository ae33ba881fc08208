import { describe, expect, it } from 'vitest';
import { applyPatch as apply, parsePath as parse, type PatchOperation } from './patch';
import { ScimError } from './scim-errors';
import { EMPLOYEE_EXTENSION, ENTERPRISE_USER } from '../../../engine/scim/urns';
import { USER_PATCH_SCHEMA } from './user-attributes';

const applyPatch = (resource: Record<string, unknown>, operations: PatchOperation[]) =>
  apply(resource, operations, USER_PATCH_SCHEMA);
const parsePath = (path: string) => parse(path, USER_PATCH_SCHEMA);

const user = () => ({
  userName: 'paul@firma.example',
  name: { givenName: 'Paul', familyName: 'Schäfer' },
  title: 'Berater',
  active: true,
  emails: [{ value: 'paul@firma.example', type: 'work', primary: true }],
  addresses: [{ type: 'work', locality: 'Köln', primary: true }],
  [ENTERPRISE_USER]: { department: 'Beratung', manager: { value: '7', $ref: 'x/Users/7' } },
  [EMPLOYEE_EXTENSION]: { shorthand: 'PSCH', apiUpdateLocked: false },
});

const scimTypeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ScimError) return `${error.status} ${error.scimType}`;
    throw error;
  }
  return 'no error';
};

describe('parsePath', () => {
  it('reads extension URNs, value filters and sub-attributes', () => {
    expect(parsePath(`${ENTERPRISE_USER}:manager.value`)).toMatchObject({
      extension: ENTERPRISE_USER,
      attribute: 'manager',
      filter: null,
      sub: 'value',
    });
    expect(parsePath('urn:ietf:params:scim:schemas:core:2.0:User:name.givenName')).toMatchObject({
      extension: null,
      attribute: 'name',
      sub: 'givenName',
    });
    expect(parsePath('emails[type eq "work"].value')).toMatchObject({
      attribute: 'emails',
      filter: { op: 'eq', attrPath: 'type', compValue: 'work' },
      sub: 'value',
    });
  });

  it('refuses what is no path, a malformed filter and read-only attributes', () => {
    expect(scimTypeOf(() => parsePath('a b'))).toBe('400 invalidPath');
    expect(scimTypeOf(() => parsePath('emails[type eq].value'))).toBe('400 invalidFilter');
    expect(scimTypeOf(() => parsePath('meta.created'))).toBe('400 mutability');
    expect(scimTypeOf(() => parsePath(`${EMPLOYEE_EXTENSION}:apiUpdateLocked`))).toBe('400 mutability');
    expect(scimTypeOf(() => parsePath('groups'))).toBe('400 mutability');
  });

  it('refuses attributes the User schema does not have, and knows those it ignores', () => {
    for (const path of [
      'fooBar',
      'name.nickName',
      'emails[type eq "work"].fooBar',
      `${ENTERPRISE_USER}:fooBar`,
    ])
      expect(
        scimTypeOf(() => parsePath(path)),
        path,
      ).toBe('400 invalidPath');
    for (const path of [
      'phoneNumbers[type eq "work"].value',
      'preferredLanguage',
      'password',
      `${ENTERPRISE_USER}:employeeNumber`,
    ])
      expect(parsePath(path).ignored, path).toBe(true);
  });
});

describe('applyPatch', () => {
  it('replaces, adds and removes on a copy; op names and attribute names without case', () => {
    const before = user();
    const after = applyPatch(before, [
      { op: 'Replace', path: 'NAME.givenName', value: 'Petra' },
      { op: 'add', path: 'title', value: 'Managerin' },
      { op: 'remove', path: `${ENTERPRISE_USER}:manager` },
    ]);
    expect(after).toMatchObject({ name: { givenName: 'Petra', familyName: 'Schäfer' }, title: 'Managerin' });
    expect((after[ENTERPRISE_USER] as Record<string, unknown>).manager).toBeUndefined();
    expect(before.name.givenName).toBe('Paul');
  });

  it('reads every key of a pathless value as a path (dotted names and extension URNs included)', () => {
    const after = applyPatch(user(), [
      { op: 'replace', value: { nickName: 'P', locale: 'de-DE' } },
      {
        op: 'replace',
        value: { 'name.familyName': 'Weber', active: false, [`${ENTERPRISE_USER}:department`]: 'IT' },
      },
      { op: 'add', value: { [EMPLOYEE_EXTENSION]: { currentPosition: 'Lead' } } },
    ]);
    expect(after).toMatchObject({
      name: { givenName: 'Paul', familyName: 'Weber' },
      active: false,
      [ENTERPRISE_USER]: { department: 'IT' },
      [EMPLOYEE_EXTENSION]: { shorthand: 'PSCH', currentPosition: 'Lead' },
    });
  });

  it('changes the entries a value filter matches (without case), and makes the entry an equality filter names', () => {
    const changed = applyPatch(user(), [
      { op: 'replace', path: 'emails[type eq "WORK"].value', value: 'p@x.example' },
    ]);
    expect(changed.emails).toEqual([{ value: 'p@x.example', type: 'work', primary: true }]);
    const made = applyPatch({ userName: 'a@b.example' }, [
      { op: 'add', path: 'addresses[type eq "work"].locality', value: 'Bonn' },
    ]);
    expect(made.addresses).toEqual([{ type: 'work', locality: 'Bonn' }]);
    const removed = applyPatch(user(), [{ op: 'remove', path: 'addresses[type eq "work"]' }]);
    expect(removed.addresses).toEqual([]);
    expect(
      scimTypeOf(() =>
        applyPatch(user(), [{ op: 'replace', path: 'emails[value co "@"].value', value: 'x' }]),
      ),
    ).toBe('no error');
    expect(
      scimTypeOf(() =>
        applyPatch({ userName: 'a' }, [{ op: 'replace', path: 'emails[value co "@"].value', value: 'x' }]),
      ),
    ).toBe('400 noTarget');
  });

  it('adds to a multi-valued attribute (one value per type of emails), replaces it whole', () => {
    const added = applyPatch(user(), [
      { op: 'add', path: 'emails', value: [{ value: 'home@x.example', type: 'home' }] },
    ]);
    expect((added.emails as unknown[]).length).toBe(2);
    const work = applyPatch(user(), [{ op: 'add', path: 'emails', value: [{ value: 'new@x.example' }] }]);
    expect(work.emails).toEqual([{ value: 'new@x.example' }]);
    const members = apply(
      { members: [{ value: '1' }] },
      [
        { op: 'add', path: 'members', value: [{ value: '1' }, { value: '2' }] },
        { op: 'remove', path: 'members', value: [{ value: '1' }] },
      ],
      { ...USER_PATCH_SCHEMA, known: () => ({ kind: 'kept' }) },
    );
    expect(members.members).toEqual([{ value: '2' }]);
    const replaced = applyPatch(user(), [
      { op: 'replace', path: 'emails', value: [{ value: 'only@x.example' }] },
    ]);
    expect(replaced.emails).toEqual([{ value: 'only@x.example' }]);
  });

  it('refuses unknown operations, a remove without path and values that cannot be applied', () => {
    expect(scimTypeOf(() => applyPatch(user(), [{ op: 'copy', path: 'title', value: 'x' }]))).toBe(
      '400 invalidSyntax',
    );
    expect(scimTypeOf(() => applyPatch(user(), [{ op: 'remove' }]))).toBe('400 noTarget');
    expect(scimTypeOf(() => applyPatch(user(), [{ op: 'add', value: 'text' }]))).toBe('400 invalidValue');
    expect(scimTypeOf(() => applyPatch(user(), [{ op: 'replace', path: 'title' }]))).toBe('400 invalidValue');
    expect(scimTypeOf(() => applyPatch(user(), [{ op: 'replace', path: 'id', value: '1' }]))).toBe(
      '400 mutability',
    );
  });
});
