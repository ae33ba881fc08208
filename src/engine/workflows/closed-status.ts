import type { WorkflowSettings } from './types';

/**
 * Pure. The status that "close" (reason 1-8) leads to: `closedStatus` when set, otherwise the one status of
 * dashboard group 999; null when there is none or several (the checker reports both).
 */
export function closedStatusOf(settings: WorkflowSettings): number | null {
  if (settings.closedStatus !== undefined) return settings.closedStatus;
  const closed = settings.statusList.filter((s) => s.dashboardGroup === 999);
  return closed.length === 1 ? closed[0].statusId : null;
}
