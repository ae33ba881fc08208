import { DASHBOARD_GROUPS, type DashboardGroup } from '../constants';

/** One cell of the process-status widget: how many processes of a type are in a dashboard group. */
export type ProcessGroupCount = { processType: number; group: DashboardGroup; count: number };

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
