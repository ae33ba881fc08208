import { DONOR_ROLES } from '../access/areas';

/** The rater groups of a 360° round, in the fixed order every list of the report follows. */
export const RATER_GROUPS = ['self', 'supervisor', 'peer', 'directReport', 'other', 'external'] as const;
export type RaterGroup = (typeof RATER_GROUPS)[number];
/** Every group but the recipient's own answer: the groups an organization configures. */
export type ConfiguredGroup = Exclude<RaterGroup, 'self'>;
export const CONFIGURED_GROUPS = RATER_GROUPS.filter((group): group is ConfiguredGroup => group !== 'self');

/**
 * The donor-role id of each group. Self and supervisor reuse the roles the recipient and the sender already have;
 * the other groups take ids outside the existing donor roles.
 */
export const RATER_GROUP_ROLE_IDS = {
  self: DONOR_ROLES.recipient,
  supervisor: DONOR_ROLES.sender,
  peer: 60,
  directReport: 70,
  other: 80,
  external: 90,
} as const satisfies Record<RaterGroup, number>;
export type RaterRoleId = (typeof RATER_GROUP_ROLE_IDS)[RaterGroup];

/** The group of each donor-role id of `RATER_GROUP_ROLE_IDS`. */
export const RATER_GROUP_BY_ROLE_ID = Object.fromEntries(
  RATER_GROUPS.map((group) => [RATER_GROUP_ROLE_IDS[group], group]),
) as Record<RaterRoleId, RaterGroup>;

/**
 * Pure. True for the groups whose answers are shown with the rater's role (the recipient and the supervisor, one
 * person each); the form tells such raters so. The other groups are anonymous: shown only pooled, from a threshold.
 */
export function isNamedGroup(group: RaterGroup): group is 'self' | 'supervisor' {
  return group === 'self' || group === 'supervisor';
}

/** An anonymous group: its answers are shown only pooled, once enough raters of the group answered. */
export type AnonymousGroup = Exclude<RaterGroup, 'self' | 'supervisor'>;
