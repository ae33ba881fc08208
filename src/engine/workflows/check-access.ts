import { issue, type WorkflowIssue } from './issues';
import type { WorkflowSettings } from './types';

/**
 * Pure. Access entries for statuses not in the list, with a feedback type the workflow does not allow, and
 * two entries for the same status + donor role + feedback type (which one would count is undefined).
 */
export function checkAccess(settings: WorkflowSettings): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const statuses = new Set(settings.statusList.map((s) => s.statusId));
  const allowed = new Set<number>(settings.allowedFeedbackTypes);
  const seen = new Map<string, number>();
  settings.userAccess.forEach((entry, index) => {
    const path = `/userAccess/${index}`;
    if (!statuses.has(entry.statusId))
      issues.push(issue('unknownAccessStatus', `${path}/statusId`, { statusId: entry.statusId, index }));
    if (entry.feedbackType !== null && !allowed.has(entry.feedbackType))
      issues.push(
        issue('feedbackTypeNotAllowed', `${path}/feedbackType`, { feedbackType: entry.feedbackType }),
      );
    const key = `${entry.statusId}|${entry.donorRole}|${entry.feedbackType ?? '*'}`;
    const first = seen.get(key);
    if (first !== undefined)
      issues.push(
        issue('duplicateAccessEntry', path, {
          index: first,
          statusId: entry.statusId,
          donorRole: entry.donorRole,
          feedbackType: entry.feedbackType ?? '*',
        }),
      );
    else seen.set(key, index);
  });
  return issues;
}
