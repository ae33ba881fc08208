import { describe, expect, it } from 'vitest';
import {
  RATER_GROUP_BY_ROLE_ID,
  RATER_GROUP_ROLE_IDS,
  RATER_GROUPS,
  isNamedGroup,
  type ConfiguredGroup,
} from './groups';
import {
  DEFAULT_MULTI_RATER_SETTINGS,
  shownThreshold,
  validateMultiRaterSettings,
  type GroupSettings,
  type MultiRaterSettings,
} from './settings';

const withGroup = (group: ConfiguredGroup, patch: Partial<GroupSettings>): MultiRaterSettings => ({
  ...DEFAULT_MULTI_RATER_SETTINGS,
  groups: {
    ...DEFAULT_MULTI_RATER_SETTINGS.groups,
    [group]: { ...DEFAULT_MULTI_RATER_SETTINGS.groups[group], ...patch },
  },
});
const keysOf = (settings: MultiRaterSettings) => validateMultiRaterSettings(settings).map((i) => i.key);

describe('rater groups', () => {
  it('maps each group to its donor-role id and back', () => {
    expect(RATER_GROUP_ROLE_IDS).toEqual({
      self: 10,
      supervisor: 20,
      peer: 60,
      directReport: 70,
      other: 80,
      external: 90,
    });
    for (const group of RATER_GROUPS) expect(RATER_GROUP_BY_ROLE_ID[RATER_GROUP_ROLE_IDS[group]]).toBe(group);
  });

  it('names self and the supervisor only', () => {
    expect(RATER_GROUPS.filter(isNamedGroup)).toEqual(['self', 'supervisor']);
  });
});

describe('validateMultiRaterSettings', () => {
  it('accepts the defaults', () => {
    expect(validateMultiRaterSettings(DEFAULT_MULTI_RATER_SETTINGS)).toEqual([]);
  });

  it('refuses an anonymous threshold below 2 or above 20, even for a disabled group', () => {
    expect(validateMultiRaterSettings(withGroup('peer', { threshold: 1, minimum: 0 }))).toEqual([
      { key: 'multiRater.thresholdTooLow', params: { group: 'peer', threshold: 1, least: 2 } },
    ]);
    expect(keysOf(withGroup('peer', { threshold: 2, minimum: 0 }))).toEqual([]);
    expect(keysOf(withGroup('external', { threshold: 21, minimum: 0 }))).toEqual([
      'multiRater.thresholdTooHigh',
    ]);
    expect(keysOf(withGroup('other', { threshold: 20, minimum: 0 }))).toEqual([]);
  });

  it('refuses a minimum below 0 or above 50, and fractions', () => {
    expect(keysOf(withGroup('other', { minimum: -1 }))).toEqual(['multiRater.minimumTooLow']);
    expect(keysOf(withGroup('other', { minimum: 51 }))).toEqual(['multiRater.minimumTooHigh']);
    expect(keysOf(withGroup('other', { minimum: 50 }))).toEqual([]);
    expect(keysOf(withGroup('peer', { threshold: 2.5 }))).toEqual(['multiRater.notWholeNumber']);
  });

  it('refuses a positive minimum below the threshold of an enabled anonymous group only', () => {
    expect(validateMultiRaterSettings(withGroup('peer', { threshold: 4, minimum: 3 }))).toEqual([
      { key: 'multiRater.minimumBelowThreshold', params: { group: 'peer', minimum: 3, threshold: 4 } },
    ]);
    expect(keysOf(withGroup('peer', { threshold: 4, minimum: 4 }))).toEqual([]);
    expect(keysOf(withGroup('peer', { threshold: 4, minimum: 0 }))).toEqual([]);
    expect(keysOf(withGroup('peer', { threshold: 4, minimum: 3, enabled: false }))).toEqual([]);
  });

  it('holds the supervisor to one person', () => {
    expect(keysOf(withGroup('supervisor', { threshold: 3 }))).toEqual(['multiRater.namedThreshold']);
    expect(keysOf(withGroup('supervisor', { minimum: 2 }))).toEqual(['multiRater.minimumTooHigh']);
    expect(keysOf(withGroup('supervisor', { minimum: 0 }))).toEqual([]);
  });
});

describe('shownThreshold', () => {
  it('is one for named groups and never below two for anonymous ones', () => {
    expect(shownThreshold(DEFAULT_MULTI_RATER_SETTINGS, 'self')).toBe(1);
    expect(shownThreshold(DEFAULT_MULTI_RATER_SETTINGS, 'supervisor')).toBe(1);
    expect(shownThreshold(DEFAULT_MULTI_RATER_SETTINGS, 'peer')).toBe(3);
    expect(shownThreshold(withGroup('peer', { threshold: 0 }), 'peer')).toBe(2);
  });
});
