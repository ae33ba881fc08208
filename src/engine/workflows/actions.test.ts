import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPE_IDS } from '../constants';
import { buildAccess, buildSettings } from './__fixtures__/build-settings';
import { accessFor, canCreate, NO_ACCESS } from './access-rights';
import { allowedActions, triggerFor } from './actions';
import { compileWorkflow } from './compile';

describe('triggerFor', () => {
  it('maps submit, in progress and approve per feedback type (SPEC §4)', () => {
    expect([1, 2, 3].map((t) => triggerFor('submit', t as 1 | 2 | 3))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((t) => triggerFor('inProgress', t as 1 | 2 | 3))).toEqual([4, 5, 6]);
    expect([1, 2, 3].map((t) => triggerFor('approve', t as 1 | 2 | 3))).toEqual([8, 9, 10]);
  });

  it('has no trigger for the comparison, talk date, anonymous or veto feedback', () => {
    for (const type of FEEDBACK_TYPE_IDS.filter((t) => t > 3)) expect(triggerFor('submit', type)).toBeNull();
    expect(triggerFor('approve', null)).toBeNull();
  });
});

describe('accessFor', () => {
  const compiled = compileWorkflow(
    buildSettings({
      userAccess: [
        buildAccess({ statusId: 20, donorRole: 20, feedbackType: null, read: true, comment: true }),
        buildAccess({ statusId: 20, donorRole: 20, feedbackType: 3, read: true, write: true }),
      ],
    }),
  );

  it('lets the entry for the exact feedback type win over the one for every type', () => {
    expect(accessFor(compiled, 20, 20, 3)).toEqual({ ...NO_ACCESS, read: true, write: true });
    expect(accessFor(compiled, 20, 20, 1)).toEqual({ ...NO_ACCESS, read: true, comment: true });
    expect(accessFor(compiled, 20, 20, null)).toEqual({ ...NO_ACCESS, read: true, comment: true });
  });

  it('gives nothing without an entry', () => {
    expect(accessFor(compiled, 20, 10, 3)).toEqual(NO_ACCESS);
    expect(accessFor(compiled, 4711, 20, 3)).toEqual(NO_ACCESS);
  });

  it('needs a transition for submit: a submit that moves nothing is not offered', () => {
    const context = { donorRoles: [20] as const, feedbackType: 3 as const, isSubmitted: false };
    expect(allowedActions(compiled, { ...context, statusId: 20 })).toMatchObject({
      edit: true,
      submit: true,
    });
    const noTransition = compileWorkflow(buildSettings({ userAccess: compiled.settings.userAccess }));
    expect(allowedActions(noTransition, { ...context, statusId: 10 }).submit).toBe(false);
  });
});

describe('canCreate', () => {
  it('is true when one of the roles is a creator', () => {
    const settings = buildSettings({ creators: [20, 1000] });
    expect(canCreate(settings, [10, 20])).toBe(true);
    expect(canCreate(settings, [10, 30])).toBe(false);
    expect(canCreate(settings, [])).toBe(false);
  });
});
