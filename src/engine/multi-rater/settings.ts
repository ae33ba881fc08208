import { CONFIGURED_GROUPS, isNamedGroup, type ConfiguredGroup, type RaterGroup } from './groups';
import type { MultiRaterIssue } from './issues';

/** How one configured group takes part in a round. */
export type GroupSettings = {
  enabled: boolean;
  /** answered raters needed before the group is shown; a named group is shown from one */
  threshold: number;
  /** raters a nomination must hold in the group (0: none needed) */
  minimum: number;
};

/** An organization's 360° configuration. */
export type MultiRaterSettings = {
  /** the recipient nominates their raters */
  selfNominates: boolean;
  /** the supervisor approves the nomination before invitations go out */
  supervisorApproves: boolean;
  groups: Record<ConfiguredGroup, GroupSettings>;
};

/** Bounds `validateMultiRaterSettings` enforces. */
export const MULTI_RATER_LIMITS = {
  /** a group of one must never be shown by group, so an anonymous threshold starts at two */
  anonymousThresholdMin: 2,
  anonymousThresholdMax: 20,
  minimumMin: 0,
  minimumMax: 50,
  /** a named group is one person */
  namedThreshold: 1,
  namedMinimumMax: 1,
} as const;

export const DEFAULT_MULTI_RATER_SETTINGS: MultiRaterSettings = {
  selfNominates: true,
  supervisorApproves: true,
  groups: {
    supervisor: { enabled: true, threshold: 1, minimum: 1 },
    peer: { enabled: true, threshold: 3, minimum: 3 },
    directReport: { enabled: true, threshold: 3, minimum: 3 },
    other: { enabled: true, threshold: 3, minimum: 0 },
    external: { enabled: false, threshold: 3, minimum: 0 },
  },
};

export const SETTINGS_ISSUE_KEYS = [
  'multiRater.notWholeNumber',
  'multiRater.thresholdTooLow',
  'multiRater.thresholdTooHigh',
  'multiRater.namedThreshold',
  'multiRater.minimumTooLow',
  'multiRater.minimumTooHigh',
  'multiRater.minimumBelowThreshold',
] as const;
export type SettingsIssueKey = (typeof SETTINGS_ISSUE_KEYS)[number];
export type SettingsIssue = MultiRaterIssue<SettingsIssueKey>;

function groupIssues(group: ConfiguredGroup, settings: GroupSettings): SettingsIssue[] {
  const { threshold, minimum, enabled } = settings;
  const issues: SettingsIssue[] = [];
  const add = (key: SettingsIssueKey, params: SettingsIssue['params'] = {}) =>
    issues.push({ key, params: { group, ...params } });
  const L = MULTI_RATER_LIMITS;
  if (!Number.isInteger(threshold)) add('multiRater.notWholeNumber', { field: 'threshold' });
  else if (isNamedGroup(group)) {
    if (threshold !== L.namedThreshold)
      add('multiRater.namedThreshold', { threshold, need: L.namedThreshold });
  } else if (threshold < L.anonymousThresholdMin)
    add('multiRater.thresholdTooLow', { threshold, least: L.anonymousThresholdMin });
  else if (threshold > L.anonymousThresholdMax)
    add('multiRater.thresholdTooHigh', { threshold, most: L.anonymousThresholdMax });
  const most = isNamedGroup(group) ? L.namedMinimumMax : L.minimumMax;
  if (!Number.isInteger(minimum)) add('multiRater.notWholeNumber', { field: 'minimum' });
  else if (minimum < L.minimumMin) add('multiRater.minimumTooLow', { minimum, least: L.minimumMin });
  else if (minimum > most) add('multiRater.minimumTooHigh', { minimum, most });
  else if (enabled && !isNamedGroup(group) && minimum > 0 && minimum < threshold)
    // a round could close with the group hidden by design
    add('multiRater.minimumBelowThreshold', { minimum, threshold });
  return issues;
}

/**
 * Pure. Everything wrong with `settings`, in group order; empty when they may be saved. Every group's threshold
 * and minimum are checked, enabled or not, so enabling a group later cannot make the settings invalid; only the
 * rule that a positive minimum reaches the threshold applies to enabled anonymous groups alone.
 */
export function validateMultiRaterSettings(settings: MultiRaterSettings): SettingsIssue[] {
  return CONFIGURED_GROUPS.flatMap((group) => groupIssues(group, settings.groups[group]));
}

/**
 * Pure. The answered raters (and, per scale, the answers) a group needs before it is shown: one for a named
 * group; for an anonymous group its threshold, never below two whatever the settings say.
 */
export function shownThreshold(settings: MultiRaterSettings, group: RaterGroup): number {
  if (isNamedGroup(group)) return 1;
  return Math.max(MULTI_RATER_LIMITS.anonymousThresholdMin, settings.groups[group].threshold);
}

/** Pure. True when the group takes part in rounds: self always, a configured group when enabled. */
export function isGroupEnabled(settings: MultiRaterSettings, group: RaterGroup): boolean {
  return group === 'self' || settings.groups[group].enabled;
}
