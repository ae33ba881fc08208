import { conditionSourceKind } from '../conditions';
import { indexQuestionnaire } from '../questionnaire-index';
import type { FormElement, Questionnaire } from '../questionnaire-types';

/**
 * Pure. The elements a grouping's condition may refer to: those before it in document order, outside it, whose
 * answer can be compared (checkQuestionnaire's rule). [] for an unknown id.
 */
export function conditionSources(q: Questionnaire, groupingId: string): FormElement[] {
  const index = indexQuestionnaire(q);
  const group = index.byId.get(groupingId);
  if (!group) return [];
  return index.entries
    .filter((e) => e.order < group.order && conditionSourceKind(e.element) !== undefined)
    .map((e) => e.element);
}
