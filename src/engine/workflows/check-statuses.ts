import { closedStatusOf } from './closed-status';
import { issue, type WorkflowIssue } from './issues';
import type { WorkflowSettings } from './types';

/** Pure. Duplicate status ids, and initial/final/closed statuses that are not in the status list. */
export function checkStatuses(settings: WorkflowSettings): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const seen = new Set<number>();
  settings.statusList.forEach(({ statusId }, index) => {
    if (seen.has(statusId))
      issues.push(issue('duplicateStatus', `/statusList/${index}/statusId`, { statusId }));
    seen.add(statusId);
  });

  const known = (id: number) => seen.has(id);
  if (!known(settings.initialStatus))
    issues.push(issue('unknownInitialStatus', '/initialStatus', { statusId: settings.initialStatus }));
  if (!known(settings.finalStatus))
    issues.push(issue('unknownFinalStatus', '/finalStatus', { statusId: settings.finalStatus }));

  if (settings.closedStatus !== undefined && !known(settings.closedStatus))
    issues.push(issue('unknownClosedStatus', '/closedStatus', { statusId: settings.closedStatus }));
  if (settings.closedStatus === undefined) {
    const closed = settings.statusList.filter((s) => s.dashboardGroup === 999).map((s) => s.statusId);
    // Every process must be closable (SPEC §4 "Close"), so the target must be unambiguous.
    if (closed.length === 0) issues.push(issue('missingClosedStatus', '/closedStatus'));
    if (closed.length > 1)
      issues.push(issue('ambiguousClosedStatus', '/closedStatus', { statusIds: closed.join(', ') }));
  }
  const closedStatus = closedStatusOf(settings);
  if (closedStatus !== null && closedStatus === settings.finalStatus)
    issues.push(issue('finalIsClosedStatus', '/finalStatus', { statusId: closedStatus }));
  return issues;
}
