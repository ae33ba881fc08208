import { summarizeScales, type ScaleSummary } from '../forms/scale-summary';
import type { Questionnaire } from '../forms/questionnaire-types';
import { isNamedGroup, type ConfiguredGroup } from './groups';
import { answersOf } from './group-responses';
import type { GroupResponse, GroupScale, MultiRaterScale, RoundRater, ScaleStatistics } from './report-types';
import { shownThreshold, type MultiRaterSettings } from './settings';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The key of one scale: its element and, for a matrix, its row. */
export const scaleKey = (elementId: string, itemId: string | null) => `${elementId}\u0000${itemId ?? ''}`;

function groupScale(
  settings: MultiRaterSettings,
  response: GroupResponse & { group: ConfiguredGroup },
  summary: ScaleSummary,
): GroupScale {
  const { group } = response;
  if (!response.shown)
    return { group, shown: false, reason: response.answered === 0 ? 'noAnswers' : 'belowThreshold' };
  if (isNamedGroup(group) && summary.count === 0) return { group, shown: false, reason: 'noAnswers' };
  // Within a shown anonymous group the reason never tells "nobody" from "too few": how many answered a scale
  // inside a conditional grouping can depend on the answers to a scale that is itself hidden.
  if (summary.count < shownThreshold(settings, group))
    return { group, shown: false, reason: 'belowThreshold' };
  const { count, distribution } = summary;
  return { group, shown: true, count, average: round2(summary.sum / count), distribution };
}

/** The shown parts of one scale pooled, or null when none is shown. */
function pool(shown: readonly ScaleSummary[], span: number): ScaleStatistics | null {
  const count = shown.reduce((total, s) => total + s.count, 0);
  if (count === 0) return null;
  const sum = shown.reduce((total, s) => total + s.sum, 0);
  const distribution = new Array<number>(span).fill(0);
  for (const s of shown) s.distribution.forEach((n, slot) => (distribution[slot] += n));
  return { count, average: round2(sum / count), distribution };
}

/**
 * Pure. Every scale of `layout` (in the order of `summarizeScales`) across the groups of `responses`. A group's
 * part of a scale is shown when the group is shown and at least its threshold of raters answered that scale
 * (one for the supervisor). `others` pools the shown parts only, so a hidden part contributes nothing here and
 * cannot be recovered by difference.
 */
export function scaleReport(
  layout: Questionnaire,
  settings: MultiRaterSettings,
  responses: readonly GroupResponse[],
  raters: readonly RoundRater[],
): MultiRaterScale[] {
  const self = summarizeScales(layout, answersOf(raters, 'self'));
  const configured = responses.filter(
    (r): r is GroupResponse & { group: ConfiguredGroup } => r.group !== 'self',
  );
  const summaries = configured.map((response) => ({
    response,
    scales: summarizeScales(layout, response.shown ? answersOf(raters, response.group) : []),
  }));
  return self.map((own, i) => {
    const parts = summaries.map(({ response, scales }) => ({
      summary: scales[i],
      part: groupScale(settings, response, scales[i]),
    }));
    const others = pool(
      parts.filter(({ part }) => part.shown).map(({ summary }) => summary),
      own.distribution.length,
    );
    const selfValue = own.average;
    return {
      elementId: own.elementId,
      itemId: own.itemId,
      title: own.title,
      itemTitle: own.itemTitle,
      minValue: own.minValue,
      maxValue: own.maxValue,
      self: selfValue,
      byGroup: parts.map(({ part }) => part),
      others,
      gap: others === null || selfValue === null ? null : round2(others.average - selfValue),
    };
  });
}
