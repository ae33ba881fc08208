import { PDP_REVIEW_WINDOW_MONTHS } from '../constants';
import { addMonths, civilDateIn, type CivilDate } from './civil-date';

/** PDP statuses of SPEC §4 that follow from the review dates (999 closed is set by closing, not by dates). */
const PDP_STATUSES = {
  notProcessed: 0,
  reviewOverdue: 110,
  reviewScheduled: 120,
  reviewedRecently: 199,
  closed: 999,
} as const;
export type PdpDateStatus = 0 | 110 | 120 | 199;

/**
 * Pure. The PDP status on `today` from the last review and the next review date: a next review in the
 * future -> 120; else a last review within the last 6 months -> 199; else a last review longer ago -> 110;
 * no review at all -> 0. "Within 6 months" includes the day 6 months after (31 Aug -> 28/29 Feb).
 */
export function pdpStatus(
  lastReview: CivilDate | null,
  nextReview: CivilDate | null,
  today: CivilDate,
): PdpDateStatus {
  if (nextReview && nextReview > today) return PDP_STATUSES.reviewScheduled;
  // a next review date that has passed counts as the review having taken place
  const last =
    [lastReview, nextReview]
      .filter((d): d is CivilDate => !!d)
      .sort()
      .at(-1) ?? null;
  if (!last) return PDP_STATUSES.notProcessed;
  return addMonths(last, PDP_REVIEW_WINDOW_MONTHS) >= today
    ? PDP_STATUSES.reviewedRecently
    : PDP_STATUSES.reviewOverdue;
}

/** Pure. The day a review done on `lastReview` stops counting as recent (the status turns 110 after it). */
export function reviewExpires(lastReview: CivilDate): CivilDate {
  return addMonths(lastReview, PDP_REVIEW_WINDOW_MONTHS);
}

/** The review dates of a PDP as the screen shows them, and the status they give. */
export type PdpReviewState = {
  /** the latest review that has taken place (at or before now) */
  lastReview: Date | null;
  /** the review planned after now */
  nextReview: Date | null;
  status: PdpDateStatus;
  /** the last day the last review counts as recent (civil date in the time zone) */
  expiresOn: CivilDate | null;
};

/**
 * Pure. The last and next review among the review dates a PDP had (any order), and the status of SPEC §4: 120
 * while a review lies after `now` (to the minute), else the 6-month rule on the civil day of `now` in
 * `timeZone` (where the organization is): a review at 23:30 UTC on 31 March took place on 1 April in Berlin.
 */
export function pdpReviewState(reviews: readonly Date[], now: Date, timeZone: string): PdpReviewState {
  const sorted = [...reviews].sort((a, b) => a.getTime() - b.getTime());
  const lastReview = sorted.filter((d) => d.getTime() <= now.getTime()).at(-1) ?? null;
  const nextReview = sorted.find((d) => d.getTime() > now.getTime()) ?? null;
  const day = (d: Date | null) => (d ? civilDateIn(d, timeZone) : null);
  const last = day(lastReview);
  return {
    lastReview,
    nextReview,
    // a review later today is still "set in the future" until its hour has come
    status: nextReview ? PDP_STATUSES.reviewScheduled : pdpStatus(last, null, civilDateIn(now, timeZone)),
    expiresOn: last ? reviewExpires(last) : null,
  };
}
