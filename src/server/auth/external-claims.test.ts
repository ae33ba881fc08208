import { describe, expect, it } from 'vitest';
import { claimVerified, freeShorthand, profileFromClaims } from './people';
import { claimAt, tokenRoles, tokenScopes } from './verify-token';

describe('claims of an external issuer', () => {
  it('counts a boolean claim only as the JSON true; an absent one is no statement', () => {
    expect(claimVerified(true)).toBe(true);
    expect(claimVerified(undefined)).toBe(true);
    for (const value of [false, 'false', 'true', 0, 1, null, 'yes']) expect(claimVerified(value)).toBe(false);
  });

  it('reads a dot path, a claim named with dots first, and nothing through non-objects', () => {
    const claims = { realm_access: { roles: ['a'] }, 'https://x.example/roles': ['b'], email: 'e' };
    expect(claimAt(claims, 'realm_access.roles')).toEqual(['a']);
    expect(claimAt(claims, 'https://x.example/roles')).toEqual(['b']);
    expect(claimAt(claims, 'email.length')).toBeUndefined();
    expect(claimAt(claims, 'realm_access.missing')).toBeUndefined();
    expect(claimAt(claims, 'constructor')).toBeUndefined();
  });

  it('maps role values, keeps unmapped ones, and ignores what is no list or string', () => {
    const map = { 'dpt-admins': ['dpt.full_admin'], hr: ['dpt.processes.read', 'dpt.user.read'] };
    expect(tokenRoles({ r: { roles: ['dpt-admins', 'x', 'hr'] } }, 'r.roles', map)).toEqual([
      'dpt.full_admin',
      'x',
      'dpt.processes.read',
      'dpt.user.read',
    ]);
    expect(tokenRoles({ roles: 'a b,c' }, 'roles')).toEqual(['a', 'b', 'c']);
    expect(tokenRoles({ roles: { a: 1 } }, 'roles', map)).toEqual([]);
    expect(tokenRoles({ roles: ['toString'] }, 'roles', map)).toEqual(['toString']);
  });

  it('reads scopes from scope (string) and scp (string or array)', () => {
    expect(tokenScopes({ scope: 'openid dpt-api' })).toEqual(['openid', 'dpt-api']);
    expect(tokenScopes({ scp: 'User.Read dpt-api' })).toEqual(['User.Read', 'dpt-api']);
    expect(tokenScopes({ scp: ['dpt-api', 3] })).toEqual(['dpt-api']);
    expect(tokenScopes({ scope: ['dpt-api'] })).toEqual(['dpt-api']);
    expect(tokenScopes({})).toEqual([]);
  });

  it('takes names from given/family name, else the name, else the e-mail', () => {
    expect(profileFromClaims({ given_name: 'Sam', family_name: 'Stranger', email: 's@x' })).toEqual({
      firstName: 'Sam',
      lastName: 'Stranger',
      email: 's@x',
    });
    expect(profileFromClaims({ name: 'Anna Maria Berg', preferred_username: 'amb@x' })).toEqual({
      firstName: 'Anna Maria',
      lastName: 'Berg',
      email: 'amb@x',
    });
    expect(profileFromClaims({ email: 'solo@x' })).toEqual({
      firstName: 'solo',
      lastName: '',
      email: 'solo@x',
    });
  });

  it('finds a free shorthand', () => {
    const profile = { firstName: 'Sam', lastName: 'Stränger', email: 's@x' };
    expect(freeShorthand(profile, new Set())).toBe('SSTR');
    expect(freeShorthand(profile, new Set(['SSTR', 'SSTR2']))).toBe('SSTR3');
    expect(freeShorthand({ firstName: '', lastName: '', email: '' }, new Set())).toBe('USER');
  });
});
