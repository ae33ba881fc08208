import { groupComments } from './comment-report';
import { notableGaps } from './gaps';
import { answersOf, groupResponses, totalResponses } from './group-responses';
import { isNamedGroup, type ConfiguredGroup } from './groups';
import type { GroupComments, MultiRaterReport, MultiRaterReportInput } from './report-types';
import { scaleKey, scaleReport } from './scale-report';

/**
 * Pure and deterministic. The report of a 360° round: responses per group, every scale of the layout per group
 * with the pooled others and the gap to self, blind spots and hidden strengths, and the comments of the shown
 * groups. It is the anonymity guarantee: nothing in it depends on an answer of a group below its threshold, nor
 * on a group's answers to a scale fewer than its threshold answered (comments on that scale, and comments whose
 * visibility hangs on its answer, are left out too). The order of `raters` does not matter.
 */
export function buildMultiRaterReport(input: MultiRaterReportInput): MultiRaterReport {
  const { layout, settings, raters } = input;
  const groups = groupResponses(settings, raters);
  const scales = scaleReport(layout, settings, groups, raters);
  const comments: GroupComments[] = groups
    .filter((r): r is typeof r & { group: ConfiguredGroup } => r.group !== 'self' && r.shown)
    .map(({ group }) => {
      // the named supervisor's answers are all shown: a scale they skipped hides none of their comments
      const hidden = new Set(
        isNamedGroup(group)
          ? []
          : scales.flatMap((scale) =>
              scale.byGroup.some((part) => part.group === group && !part.shown)
                ? [scaleKey(scale.elementId, scale.itemId)]
                : [],
            ),
      );
      return { group, items: groupComments(layout, answersOf(raters, group), hidden) };
    });
  return {
    groups,
    scales,
    blindSpots: notableGaps(scales, 'negative'),
    hiddenStrengths: notableGaps(scales, 'positive'),
    comments,
    responseRate: totalResponses(groups),
  };
}
