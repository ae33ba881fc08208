import type { FormData } from './answer-types';
import { activeCondition, evaluateCondition } from './conditions';
import { indexQuestionnaire } from './questionnaire-index';
import type { Questionnaire } from './questionnaire-types';

/**
 * Which conditional groupings must hold for an element to be shown. A grouping is shown while its own condition
 * holds, every enclosing conditional grouping is shown, and the element its condition reads is shown (an answer
 * inside a hidden grouping counts as missing). `scopeOf` is the innermost conditional grouping around an element
 * (the grouping itself when it has a condition); `requires` lists, per such grouping, all groupings whose own
 * conditions must be true, in document order.
 */
export type VisibilityPlan = {
  scopeOf: ReadonlyMap<string, string>;
  requires: ReadonlyMap<string, readonly string[]>;
};

const plans = new WeakMap<Questionnaire, VisibilityPlan>();

/** Pure (memoized per questionnaire object). The visibility plan; safe on unchecked input (cycles count as hidden). */
export function visibilityPlan(q: Questionnaire): VisibilityPlan {
  const cached = plans.get(q);
  if (cached) return cached;
  const index = indexQuestionnaire(q);
  const scopeOf = new Map<string, string>();
  for (const entry of index.entries) {
    const own = activeCondition(entry.element) ? entry.element.id : undefined;
    const enclosing = entry.ancestorIds.findLast((id) => scopeOf.get(id) === id);
    const scope = own ?? enclosing;
    if (scope !== undefined) scopeOf.set(entry.element.id, scope);
  }
  const requires = new Map<string, readonly string[]>();
  const inProgress = new Set<string>();
  const resolve = (groupId: string): readonly string[] => {
    const done = requires.get(groupId);
    if (done) return done;
    // A cycle (only in questionnaires that fail checkQuestionnaire) must not loop forever; it resolves to itself.
    if (inProgress.has(groupId)) return [groupId];
    inProgress.add(groupId);
    const entry = index.byId.get(groupId);
    const set = new Set<string>([groupId]);
    const parentScope = entry?.ancestorIds.findLast((id) => scopeOf.get(id) === id);
    if (parentScope !== undefined) resolve(parentScope).forEach((id) => set.add(id));
    const sourceId = entry ? activeCondition(entry.element)?.elementId : undefined;
    const sourceScope = sourceId === undefined ? undefined : scopeOf.get(sourceId);
    if (sourceScope !== undefined && sourceScope !== groupId)
      resolve(sourceScope).forEach((id) => set.add(id));
    const ordered = [...set].sort(
      (a, b) => (index.byId.get(a)?.order ?? 0) - (index.byId.get(b)?.order ?? 0),
    );
    requires.set(groupId, ordered);
    inProgress.delete(groupId);
    return ordered;
  };
  for (const groupId of new Set(scopeOf.values())) resolve(groupId);
  const plan = { scopeOf, requires };
  plans.set(q, plan);
  return plan;
}

/**
 * Pure. True when whether the element is shown depends on other answers (a conditional grouping encloses it or
 * is it); only then does checking an answer to it need the stored answers.
 */
export function visibilityDependsOnAnswers(q: Questionnaire, elementId: string): boolean {
  return visibilityPlan(q).scopeOf.has(elementId);
}

/**
 * Pure. A visibility test for one form-data snapshot; each grouping's condition is evaluated at most once, so
 * checking every element stays linear. Unknown element ids are not visible.
 */
export function createVisibility(q: Questionnaire, formData: FormData): (elementId: string) => boolean {
  const index = indexQuestionnaire(q);
  const plan = visibilityPlan(q);
  const holds = new Map<string, boolean>();
  const conditionHolds = (groupId: string): boolean => {
    let result = holds.get(groupId);
    if (result === undefined) {
      const group = index.byId.get(groupId)?.element;
      const condition = group && activeCondition(group);
      const source = condition && index.byId.get(condition.elementId)?.element;
      result =
        condition !== undefined && source !== undefined && evaluateCondition(condition, source, formData);
      holds.set(groupId, result);
    }
    return result;
  };
  return (elementId) => {
    if (!index.byId.has(elementId)) return false;
    const scope = plan.scopeOf.get(elementId);
    if (scope === undefined) return true;
    return (plan.requires.get(scope) ?? [scope]).every(conditionHolds);
  };
}

/**
 * Pure. True when the element is shown for this form data: every conditional grouping around it (and the grouping
 * itself) holds, as defined by `VisibilityPlan`. The compiled schema's `if`/`then` encodes the same rule.
 */
export function isElementVisible(q: Questionnaire, elementId: string, formData: FormData): boolean {
  return createVisibility(q, formData)(elementId);
}
