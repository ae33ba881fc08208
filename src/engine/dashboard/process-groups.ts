import type { ProcessGroupCount } from '../api/dashboard';
import { DASHBOARD_GROUPS, type DashboardGroup } from '../constants';

/** Pure. The total per dashboard group over all process types, every group present (0 where none). */
export function totalsByGroup(counts: readonly ProcessGroupCount[]): Record<DashboardGroup, number> {
  const totals = Object.fromEntries(DASHBOARD_GROUPS.map((g) => [g, 0])) as Record<DashboardGroup, number>;
  for (const { group, count } of counts) totals[group] += count;
  return totals;
}

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
