import { DASHBOARD_GROUPS, type DashboardGroup } from '../constants';
import type { ReportRow } from './constants';

/** What a group of scale answers shows: all of it at or above the threshold, only the count below. */
export type ScaleSummary = {
  count: number;
  mean: number | null;
  distribution: Map<number, number> | null;
  suppressed: boolean;
};

/**
 * Pure. Count, mean (two decimals) and distribution of scale answers; a group smaller than `threshold` is
 * suppressed: it shows its count only, never a mean or distribution that could be traced to a person.
 */
export function summarizeScale(values: readonly number[], threshold: number): ScaleSummary {
  const count = values.length;
  if (count === 0 || count < threshold)
    return { count, mean: null, distribution: null, suppressed: count > 0 };
  const distribution = new Map<number, number>();
  let sum = 0;
  for (const value of values) {
    sum += value;
    distribution.set(value, (distribution.get(value) ?? 0) + 1);
  }
  return { count, mean: Math.round((sum / count) * 100) / 100, distribution, suppressed: false };
}

/** Pure. Completed (finished) processes among those not closed, as a percentage with one decimal; null if none. */
export function completionRate(finished: number, total: number, closed: number): number | null {
  const relevant = total - closed;
  return relevant <= 0 ? null : Math.round((finished / relevant) * 1000) / 10;
}

/** One count of the status report's query: processes of a group in a status. */
export type StatusCount = { groupKey: string; groupLabel: string; statusId: number; count: number };

/**
 * Pure. The status report's rows from per-(group, status) counts: the total, the counts per dashboard group
 * (SPEC §4, from the workflow's status list), the completion rate and a count per status (`s{statusId}`).
 * Statuses the workflow does not know count in the total only. Rows keep the order of first appearance.
 */
export function statusReportRows(
  counts: readonly StatusCount[],
  groupOf: (statusId: number) => DashboardGroup | null,
  statusIds: readonly number[],
): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  for (const { groupKey, groupLabel, statusId, count } of counts) {
    let row = rows.get(groupKey);
    if (!row) {
      row = { group: groupLabel, total: 0, completionRate: null };
      for (const g of DASHBOARD_GROUPS) row[`group${g}`] = 0;
      for (const s of statusIds) row[`s${s}`] = 0;
      rows.set(groupKey, row);
    }
    row.total = (row.total as number) + count;
    const group = groupOf(statusId);
    if (group !== null) row[`group${group}`] = (row[`group${group}`] as number) + count;
    if (statusIds.includes(statusId)) row[`s${statusId}`] = (row[`s${statusId}`] as number) + count;
  }
  for (const row of rows.values())
    row.completionRate = completionRate(row.group99 as number, row.total as number, row.group999 as number);
  return [...rows.values()];
}
