import type { SummarizedSubmission } from '../forms/scale-summary';
import { RATER_GROUPS, type RaterGroup } from './groups';
import type { GroupResponse, ResponseCounts, RoundRater } from './report-types';
import { isGroupEnabled, shownThreshold, type MultiRaterSettings } from './settings';

/**
 * Pure. The response counts of every enabled group and self, in group order. `shown` is true when at least
 * `shownThreshold` raters answered: one for self and the supervisor. It depends on the raters' states only, never
 * on their answers. Raters of a group that is not enabled are left out.
 */
export function groupResponses(settings: MultiRaterSettings, raters: readonly RoundRater[]): GroupResponse[] {
  return RATER_GROUPS.filter((group) => isGroupEnabled(settings, group)).map((group) => {
    const own = raters.filter((rater) => rater.group === group);
    const answered = own.filter((rater) => rater.state === 'answered').length;
    return {
      group,
      invited: own.length,
      answered,
      declined: own.filter((rater) => rater.state === 'declined').length,
      shown: answered >= shownThreshold(settings, group),
    };
  });
}

/** Pure. The counts of `responses` added up. */
export function totalResponses(responses: readonly ResponseCounts[]): ResponseCounts {
  return responses.reduce(
    (total, r) => ({
      invited: total.invited + r.invited,
      answered: total.answered + r.answered,
      declined: total.declined + r.declined,
    }),
    { invited: 0, answered: 0, declined: 0 },
  );
}

/** Pure. The submissions of a group's answered raters; the answers of other states do not count. */
export function answersOf(raters: readonly RoundRater[], group: RaterGroup): SummarizedSubmission[] {
  return raters.flatMap((rater) =>
    rater.group === group && rater.state === 'answered' && rater.answers ? [rater.answers] : [],
  );
}
