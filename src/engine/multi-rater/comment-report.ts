import { inContentOrder } from '../anonymity';
import { answerShapeOf } from '../forms/answer-shape';
import { activeCondition, conditionNeedsItem } from '../forms/conditions';
import { indexQuestionnaire } from '../forms/questionnaire-index';
import type { Questionnaire } from '../forms/questionnaire-types';
import type { SummarizedSubmission } from '../forms/scale-summary';
import { valuesToFormData } from '../forms/values-to-form-data';
import { createVisibility, visibilityPlan } from '../forms/visibility';
import { scaleKey } from './scale-report';
import type { CommentItem } from './report-types';

/**
 * The keys (`scaleKey`) of the scales whose answers a shown element depends on: the sources of every condition
 * that must hold for it to be shown, transitively.
 */
function conditionSources(q: Questionnaire, elementId: string): string[] {
  const index = indexQuestionnaire(q);
  const plan = visibilityPlan(q);
  const scope = plan.scopeOf.get(elementId);
  if (scope === undefined) return [];
  return (plan.requires.get(scope) ?? [scope]).flatMap((groupId) => {
    const group = index.byId.get(groupId)?.element;
    const condition = group && activeCondition(group);
    const source = condition && index.byId.get(condition.elementId)?.element;
    if (!condition || !source) return [];
    return [scaleKey(source.id, conditionNeedsItem(source) ? (condition.itemId ?? '') : null)];
  });
}

/**
 * Pure. The non-blank texts of a group's text questions and scale comments (trimmed), sorted by content so the
 * order tells nothing about who wrote what or when. Left out: comments on elements the layout lacks, inside a
 * grouping hidden for that submission, on a scale in `hiddenScales`, or on an element whose visibility depends
 * on the answer to a scale in `hiddenScales` (its presence would tell that answer).
 */
export function groupComments(
  layout: Questionnaire,
  submissions: readonly SummarizedSubmission[],
  hiddenScales: ReadonlySet<string>,
): CommentItem[] {
  const inLayout = indexQuestionnaire(layout).byId;
  const items = submissions.flatMap(({ questionnaire, values }) => {
    const visible = createVisibility(questionnaire, valuesToFormData(questionnaire, values));
    const byId = indexQuestionnaire(questionnaire).byId;
    return values.comments.flatMap(({ elementId, itemId, comment }): CommentItem[] => {
      const text = comment.trim();
      const element = byId.get(elementId)?.element;
      const shape = element && answerShapeOf(element);
      const isComment = shape === 'comment' || shape === 'scale' || shape === 'matrix';
      const keep =
        text !== '' &&
        isComment &&
        inLayout.has(elementId) &&
        visible(elementId) &&
        !hiddenScales.has(scaleKey(elementId, itemId)) &&
        !conditionSources(questionnaire, elementId).some((key) => hiddenScales.has(key));
      return keep ? [{ elementId, itemId, text }] : [];
    });
  });
  return inContentOrder(items);
}
