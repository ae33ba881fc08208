import type { Localized } from '../constants';
import type { SummarizedSubmission } from '../forms/scale-summary';
import type { Questionnaire } from '../forms/questionnaire-types';
import type { ConfiguredGroup, RaterGroup } from './groups';
import type { MultiRaterSettings } from './settings';

/** Where a rater's invitation stands. */
export type RaterState = 'invited' | 'answered' | 'declined';

/** One rater of a round; `answers` count only while the state is 'answered'. */
export type RoundRater = { group: RaterGroup; state: RaterState; answers?: SummarizedSubmission };

export type MultiRaterReportInput = {
  /** the questionnaire the report follows (the newest version) */
  layout: Questionnaire;
  settings: MultiRaterSettings;
  /** every rater of the round; 'self' is the recipient, at most one */
  raters: readonly RoundRater[];
};

/** How many raters of a group were invited (whatever their state), answered and declined. */
export type ResponseCounts = { invited: number; answered: number; declined: number };

/** A group's responses; `shown` says whether anything of its answers may appear in the report. */
export type GroupResponse = ResponseCounts & { group: RaterGroup; shown: boolean };

/** Answers to one scale, pooled. */
export type ScaleStatistics = {
  count: number;
  /** rounded to two places */
  average: number;
  /** how often each value from minValue to maxValue was chosen */
  distribution: number[];
};

/**
 * Why a group's part of a scale is not shown: 'noAnswers' when the group has no answered rater (or, for the
 * named supervisor, did not answer this scale); 'belowThreshold' when too few of its raters answered.
 */
export type HiddenReason = 'belowThreshold' | 'noAnswers';

export type GroupScale =
  | ({ group: ConfiguredGroup; shown: true } & ScaleStatistics)
  | { group: ConfiguredGroup; shown: false; reason: HiddenReason };

/** One scale (a scale question, or a row of a scale matrix) across the groups. */
export type MultiRaterScale = {
  elementId: string;
  itemId: string | null;
  title: Localized;
  itemTitle: Localized | null;
  minValue: number;
  maxValue: number;
  /** the recipient's own value; null when they did not answer it */
  self: number | null;
  /** every enabled group but self, in group order */
  byGroup: GroupScale[];
  /** the shown parts of `byGroup` pooled; null when none is shown */
  others: ScaleStatistics | null;
  /** others.average − self, rounded to two places; null when either is missing */
  gap: number | null;
};

export type CommentItem = { elementId: string; itemId: string | null; text: string };
export type GroupComments = { group: ConfiguredGroup; items: CommentItem[] };

export type MultiRaterReport = {
  /** every enabled group and self, in group order */
  groups: GroupResponse[];
  /** the scales of the layout in its order */
  scales: MultiRaterScale[];
  /** up to three scales the others rate lowest below self (gap <= −0.5), widest gap first */
  blindSpots: MultiRaterScale[];
  /** up to three scales the others rate highest above self (gap >= 0.5), widest gap first */
  hiddenStrengths: MultiRaterScale[];
  /** per shown configured group, in group order */
  comments: GroupComments[];
  /** all rows of `groups` added up */
  responseRate: ResponseCounts;
};
