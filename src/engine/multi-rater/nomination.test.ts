import { describe, expect, it } from 'vitest';
import type { ConfiguredGroup } from './groups';
import { checkNomination, type NominatedRater, type NominationInput } from './nomination';
import { DEFAULT_MULTI_RATER_SETTINGS, type MultiRaterSettings } from './settings';

const relaxed: MultiRaterSettings = {
  ...DEFAULT_MULTI_RATER_SETTINGS,
  groups: {
    supervisor: { enabled: true, threshold: 1, minimum: 0 },
    peer: { enabled: true, threshold: 3, minimum: 0 },
    directReport: { enabled: true, threshold: 3, minimum: 0 },
    other: { enabled: true, threshold: 3, minimum: 0 },
    external: { enabled: true, threshold: 3, minimum: 0 },
  },
};
const nominate = (raters: NominatedRater[], settings = relaxed, supervisorId: string | null = 'boss') =>
  checkNomination(settings, { recipientId: 'me', supervisorId, raters } satisfies NominationInput);
const peers = (...ids: string[]): NominatedRater[] => ids.map((userId) => ({ group: 'peer', userId }));

describe('checkNomination', () => {
  it('accepts internal raters by user id and externals by e-mail', () => {
    expect(
      nominate([
        ...peers('a', 'b'),
        { group: 'external', email: 'x@example.org' },
        { group: 'other', userId: 'c' },
      ]),
    ).toEqual([]);
  });

  it('refuses the recipient and the supervisor as raters', () => {
    expect(nominate(peers('a', 'me', 'boss'))).toEqual([
      { key: 'multiRater.recipientAsRater', params: { index: 1, group: 'peer' } },
      { key: 'multiRater.supervisorAsRater', params: { index: 2, group: 'peer' } },
    ]);
  });

  it('refuses the same person twice, by user id or by e-mail ignoring case', () => {
    expect(
      nominate([
        ...peers('a'),
        { group: 'directReport', userId: 'a' },
        { group: 'external', email: 'X@Example.org' },
        { group: 'external', email: 'x@example.ORG ' },
        { group: 'other', userId: 'b', email: 'x@example.org' },
      ]),
    ).toEqual([
      { key: 'multiRater.duplicateRater', params: { index: 1, group: 'directReport', firstIndex: 0 } },
      { key: 'multiRater.duplicateRater', params: { index: 3, group: 'external', firstIndex: 2 } },
      { key: 'multiRater.duplicateRater', params: { index: 4, group: 'other', firstIndex: 2 } },
    ]);
  });

  it('refuses a disabled group and self or supervisor nominated by hand', () => {
    const issues = nominate(
      [
        { group: 'external', email: 'x@example.org' },
        { group: 'self', userId: 'me' },
        { group: 'supervisor', userId: 'b' },
      ],
      DEFAULT_MULTI_RATER_SETTINGS,
    ).filter((i) => i.key !== 'multiRater.groupBelowMinimum');
    expect(issues.map((i) => [i.key, i.params.index])).toEqual([
      ['multiRater.groupDisabled', 0],
      ['multiRater.groupNotNominated', 1],
      ['multiRater.groupNotNominated', 2],
    ]);
  });

  it('refuses an external without a valid e-mail or with a user id, and an internal without a user id', () => {
    const keys = nominate([
      { group: 'external' },
      { group: 'external', email: 'not an address' },
      { group: 'external', email: 'x@localhost' },
      { group: 'external', email: 'y@example.org', userId: 'y' },
      { group: 'peer', email: 'z@example.org' },
      { group: 'directReport', userId: '' },
    ]).map((i) => i.key);
    expect(keys).toEqual([
      'multiRater.externalEmailInvalid',
      'multiRater.externalEmailInvalid',
      'multiRater.externalEmailInvalid',
      'multiRater.externalWithUserId',
      'multiRater.internalWithoutUserId',
      'multiRater.internalWithoutUserId',
    ]);
  });

  it('reports enabled groups below their minimum, counting acceptable raters only', () => {
    const issues = nominate(
      [...peers('a', 'b', 'b', 'me'), { group: 'directReport', userId: 'c' }],
      DEFAULT_MULTI_RATER_SETTINGS,
    ).filter((i) => i.key === 'multiRater.groupBelowMinimum');
    expect(issues).toEqual([
      { key: 'multiRater.groupBelowMinimum', params: { group: 'peer', have: 2, need: 3 } },
      { key: 'multiRater.groupBelowMinimum', params: { group: 'directReport', have: 1, need: 3 } },
    ]);
  });

  it.each([
    ['peer', 3, []],
    ['peer', 2, ['peer']],
  ] as const)('meets a minimum exactly (%s, %i raters)', (group: ConfiguredGroup, n, below) => {
    const raters = Array.from({ length: n }, (_, i): NominatedRater => ({ group, userId: `u${i}` }));
    const settings = {
      ...relaxed,
      groups: { ...relaxed.groups, [group]: { enabled: true, threshold: 3, minimum: 3 } },
    };
    expect(nominate(raters, settings).map((i) => i.params.group)).toEqual(below);
  });

  it('counts the supervisor the server adds towards the supervisor minimum', () => {
    expect(
      nominate(peers('a', 'b', 'c'), {
        ...relaxed,
        groups: { ...relaxed.groups, supervisor: { enabled: true, threshold: 1, minimum: 1 } },
      }),
    ).toEqual([]);
    expect(
      nominate(
        peers('a'),
        {
          ...relaxed,
          groups: { ...relaxed.groups, supervisor: { enabled: true, threshold: 1, minimum: 1 } },
        },
        null,
      ),
    ).toEqual([{ key: 'multiRater.groupBelowMinimum', params: { group: 'supervisor', have: 0, need: 1 } }]);
  });
});
