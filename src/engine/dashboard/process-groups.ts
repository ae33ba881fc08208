import { DASHBOARD_GROUPS, type DashboardGroup } from '../constants';

/** How many processes of a type are in a status, with the status's dashboard group (SPEC §4). */
export type ProcessGroupCount = {
  processType: number;
  statusId: number;
  group: DashboardGroup;
  count: number;
};

/** What a process-status answer holds: the counts, and the scope they were counted in. */
export type ProcessGroupCounts = {
  scope: 'own' | 'team' | 'organization';
  counts: ProcessGroupCount[];
};

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
