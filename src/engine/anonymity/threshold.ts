/**
 * The organization's anonymity threshold: the fewest answers given without a name that are shown together, in
 * reports and in the anonymous answers to shared questionnaires. One setting, one rule.
 */
export const DEFAULT_ANONYMITY_THRESHOLD = 5;
/** A group of one is never anonymous; thresholds below this are refused. */
export const MIN_ANONYMITY_THRESHOLD = 2;
export const MAX_ANONYMITY_THRESHOLD = 50;

/** Pure. The threshold an organization's settings give (the default when missing or out of range). */
export function anonymityThresholdOf(setting: unknown): number {
  return typeof setting === 'number' &&
    Number.isInteger(setting) &&
    setting >= MIN_ANONYMITY_THRESHOLD &&
    setting <= MAX_ANONYMITY_THRESHOLD
    ? setting
    : DEFAULT_ANONYMITY_THRESHOLD;
}
