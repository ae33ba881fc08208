import { CONFIGURED_GROUPS, type RaterGroup } from './groups';
import type { MultiRaterIssue } from './issues';
import type { MultiRaterSettings } from './settings';

/** One nominated rater: an internal one by user id, an external one by e-mail address. */
export type NominatedRater = { group: RaterGroup; userId?: string; email?: string };

export type NominationInput = {
  recipientId: string;
  /** the recipient's supervisor, whom the server adds to the round; null when there is none */
  supervisorId: string | null;
  raters: readonly NominatedRater[];
};

export const NOMINATION_ISSUE_KEYS = [
  'multiRater.recipientAsRater',
  'multiRater.supervisorAsRater',
  'multiRater.duplicateRater',
  'multiRater.groupDisabled',
  'multiRater.groupNotNominated',
  'multiRater.externalEmailInvalid',
  'multiRater.externalWithUserId',
  'multiRater.internalWithoutUserId',
  'multiRater.groupBelowMinimum',
] as const;
export type NominationIssueKey = (typeof NOMINATION_ISSUE_KEYS)[number];
export type NominationIssue = MultiRaterIssue<NominationIssueKey>;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const RATER_EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Pure. True for a plausible e-mail address: one `@`, a dot in the domain, no blanks, at most 254 characters. */
export function isRaterEmail(email: string): boolean {
  return email.length <= RATER_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The issue of one rater on its own, or undefined when the rater may be invited. */
function raterIssue(
  settings: MultiRaterSettings,
  input: NominationInput,
  rater: NominatedRater,
): Exclude<NominationIssueKey, 'multiRater.duplicateRater' | 'multiRater.groupBelowMinimum'> | undefined {
  const { group, userId, email } = rater;
  // self and supervisor are added by the server, never nominated by hand
  if (group === 'self' || group === 'supervisor') return 'multiRater.groupNotNominated';
  if (!settings.groups[group].enabled) return 'multiRater.groupDisabled';
  if (group === 'external') {
    if (userId !== undefined) return 'multiRater.externalWithUserId';
    if (email === undefined || !isRaterEmail(email.trim())) return 'multiRater.externalEmailInvalid';
    return undefined;
  }
  if (userId === undefined || userId === '') return 'multiRater.internalWithoutUserId';
  if (userId === input.recipientId) return 'multiRater.recipientAsRater';
  // the supervisor answers by name; answering again in an anonymous group would count them twice
  if (userId === input.supervisorId) return 'multiRater.supervisorAsRater';
  return undefined;
}

/**
 * Pure. Everything that stops this nomination: per rater (in input order, params `index` and `group`) the
 * recipient or the supervisor as a rater, the same person twice (by user id, or by e-mail ignoring case; the
 * later one is refused, `firstIndex` names the earlier), a disabled group, self or supervisor nominated by hand,
 * an external without a valid e-mail or with a user id, an internal without a user id; then, per enabled group in
 * group order, a group with fewer acceptable raters than its minimum (params `group`, `have`, `need`; the
 * supervisor counts as one when `supervisorId` is set). Empty when the nomination may be sent.
 */
export function checkNomination(settings: MultiRaterSettings, input: NominationInput): NominationIssue[] {
  const issues: NominationIssue[] = [];
  const firstSeen = new Map<string, number>();
  const accepted = new Map<RaterGroup, number>();
  input.raters.forEach((rater, index) => {
    const params = { index, group: rater.group };
    const own = raterIssue(settings, input, rater);
    if (own) {
      issues.push({ key: own, params });
      return;
    }
    const identities = [
      rater.userId === undefined ? undefined : `user:${rater.userId}`,
      rater.email === undefined ? undefined : `email:${rater.email.trim().toLowerCase()}`,
    ].filter((identity): identity is string => identity !== undefined);
    const earlier = identities.map((identity) => firstSeen.get(identity)).find((i) => i !== undefined);
    if (earlier !== undefined) {
      issues.push({ key: 'multiRater.duplicateRater', params: { ...params, firstIndex: earlier } });
      return;
    }
    for (const identity of identities) firstSeen.set(identity, index);
    accepted.set(rater.group, (accepted.get(rater.group) ?? 0) + 1);
  });
  if (input.supervisorId !== null) accepted.set('supervisor', 1);
  for (const group of CONFIGURED_GROUPS) {
    const { enabled, minimum } = settings.groups[group];
    const have = accepted.get(group) ?? 0;
    if (enabled && have < minimum)
      issues.push({ key: 'multiRater.groupBelowMinimum', params: { group, have, need: minimum } });
  }
  return issues;
}
