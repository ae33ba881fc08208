import { closedStatusOf } from './closed-status';
import { issue, type WorkflowIssue } from './issues';
import type { WorkflowSettings } from './types';

/** The key under which two transitions compete for the same event. */
export const transitionKey = (t: { from: number; triggerType: number; feedbackType: number | null }) =>
  `${t.from}|${t.triggerType}|${t.feedbackType ?? '*'}`;

/**
 * Pure. Transitions from or to unknown statuses, out of the closed status, with a feedback type the workflow
 * does not allow, and pairs with the same from + trigger + feedback type: identical ones are duplicates,
 * different targets make the machine non-deterministic. (A null feedback type next to a concrete one is
 * deterministic: the concrete one wins.)
 */
export function checkTransitions(settings: WorkflowSettings): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const statuses = new Set(settings.statusList.map((s) => s.statusId));
  const allowed = new Set<number>(settings.allowedFeedbackTypes);
  const closed = closedStatusOf(settings);
  const firstByKey = new Map<string, number>();

  settings.transitions.forEach((t, index) => {
    const path = `/transitions/${index}`;
    for (const end of ['from', 'to'] as const)
      if (!statuses.has(t[end]))
        issues.push(issue('unknownTransitionStatus', `${path}/${end}`, { statusId: t[end], index }));
    if (closed !== null && t.from === closed)
      issues.push(issue('closedStatusHasTransitions', `${path}/from`, { statusId: closed, index }));
    if (t.feedbackType !== null && !allowed.has(t.feedbackType))
      issues.push(issue('feedbackTypeNotAllowed', `${path}/feedbackType`, { feedbackType: t.feedbackType }));

    const key = transitionKey(t);
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, index);
    else {
      const other = settings.transitions[first];
      const params = {
        index: first,
        from: t.from,
        trigger: t.triggerType,
        feedbackType: t.feedbackType ?? '*',
        to: t.to,
        otherTo: other.to,
      };
      issues.push(issue(other.to === t.to ? 'duplicateTransition' : 'conflictingTransitions', path, params));
    }
  });
  return issues;
}
