import type { ProcessGroupCount } from '../api/dashboard';
import type { DashboardGroup } from '../constants';

/** Pure. The counts of one process type and group, by status (largest first). */
export function statusesOf(
  counts: readonly ProcessGroupCount[],
  processType: number,
  group: DashboardGroup,
): ProcessGroupCount[] {
  return counts
    .filter((c) => c.processType === processType && c.group === group)
    .sort((a, b) => b.count - a.count || a.statusId - b.statusId);
}
