import { describe, expect, it } from 'vitest';
import { grantedRoles, readScimGroup, rolesWithGroups } from './group-mapping';
import { ScimError } from './scim-errors';

const mapping = [
  { group: 'DPT-HR', roles: ['dpt.user.read', 'dpt.processes.read'] },
  { group: 'Forms', roles: ['dpt.forms.write', 'dpt.user.read'] },
];

describe('grantedRoles and rolesWithGroups', () => {
  it('gives the roles of the groups named (without case), each once, sorted', () => {
    expect(grantedRoles(['dpt-hr', 'forms', 'unmapped'], mapping)).toEqual([
      'dpt.forms.write',
      'dpt.processes.read',
      'dpt.user.read',
    ]);
    expect(grantedRoles([], mapping)).toEqual([]);
  });

  it('keeps the roles held anyway, replaces what groups gave before, and never lists an own role as given', () => {
    const joined = rolesWithGroups({ roles: ['dpt.user.read'], provisioned: [] }, [
      'dpt.processes.read',
      'dpt.user.read',
    ]);
    expect(joined).toEqual({
      roles: ['dpt.user.read', 'dpt.processes.read'],
      provisioned: ['dpt.processes.read'],
    });
    const left = rolesWithGroups(joined, []);
    expect(left).toEqual({ roles: ['dpt.user.read'], provisioned: [] });
    const moved = rolesWithGroups(joined, ['dpt.forms.write']);
    expect(moved).toEqual({ roles: ['dpt.user.read', 'dpt.forms.write'], provisioned: ['dpt.forms.write'] });
  });
});

describe('readScimGroup', () => {
  it('reads name, externalId and member ids (doubles dropped), and refuses what is none', () => {
    expect(
      readScimGroup({
        displayName: ' HR ',
        members: [{ value: '3' }, { value: '3', display: 'x' }, { value: '4' }],
      }),
    ).toEqual({
      displayName: 'HR',
      externalId: null,
      memberIds: ['3', '4'],
    });
    for (const doc of [{}, { displayName: 'x', members: 'all' }, { displayName: 'x', members: [{}] }, []])
      expect(() => readScimGroup(doc), JSON.stringify(doc)).toThrow(ScimError);
  });
});
