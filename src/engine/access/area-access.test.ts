import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessLevel, accessMap, areaAccess, hasAreaAccess, isFullAdmin } from './area-access';
import { AREAS, FULL_ADMIN_ROLE } from './areas';

describe('areaAccess (SPEC §6), the whole matrix', () => {
  const cases = [
    { roles: [], level: 'none' },
    { roles: ['read'], level: 'read' },
    { roles: ['write'], level: 'write' },
    { roles: ['read', 'write'], level: 'readwrite' },
  ] as const;

  for (const area of AREAS) {
    for (const { roles, level } of cases) {
      it(`${area}: ${roles.join('+') || 'no role'} -> ${level}`, () => {
        const roleStrings = roles.map((r) => `dpt.${area}.${r}`);
        expect(accessLevel(areaAccess(roleStrings, area))).toBe(level);
        expect(hasAreaAccess(roleStrings, area)).toBe(level !== 'none');
        // a role for one area gives nothing in the others
        for (const other of AREAS.filter((a) => a !== area))
          expect(accessLevel(areaAccess(roleStrings, other))).toBe('none');
      });
    }
    it(`${area}: ${FULL_ADMIN_ROLE} -> readwrite`, () => {
      expect(areaAccess([FULL_ADMIN_ROLE], area)).toEqual({ read: true, write: true });
    });
  }

  it('ignores case and surrounding spaces, and unrelated roles', () => {
    expect(areaAccess([' DPT.Forms.Read '], 'forms')).toEqual({ read: true, write: false });
    expect(
      areaAccess(['dpt.forms', 'forms.read', 'dpt.forms.readwrite', 'dpt.full_admin.x'], 'forms'),
    ).toEqual({ read: false, write: false });
    expect(isFullAdmin(['DPT.FULL_ADMIN'])).toBe(true);
    expect(isFullAdmin(['dpt.forms.write'])).toBe(false);
  });

  it('accessMap lists all seven areas', () => {
    expect(Object.keys(accessMap([]))).toEqual([...AREAS]);
  });

  it('property: full admin dominates, and access only grows when roles are added', () => {
    const role = fc.oneof(
      fc.constantFrom(...AREAS).chain((a) => fc.constantFrom(`dpt.${a}.read`, `dpt.${a}.write`)),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(role), fc.array(role), fc.constantFrom(...AREAS), (roles, more, area) => {
        const before = areaAccess(roles, area);
        const after = areaAccess([...roles, ...more], area);
        expect(after.read || !before.read).toBe(true);
        expect(after.write || !before.write).toBe(true);
        expect(areaAccess([...roles, FULL_ADMIN_ROLE], area)).toEqual({ read: true, write: true });
      }),
    );
  });
});
