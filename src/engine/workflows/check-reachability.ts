import { closedStatusOf } from './closed-status';
import { buildGraph, reachableFrom, reverseGraph } from './graph';
import { issue, type WorkflowIssue } from './issues';
import type { WorkflowSettings } from './types';

/**
 * Pure. The statuses a process can reach from the initial status: by transitions, and by closing from
 * any non-closed status. Empty when the initial status is unknown.
 */
export function reachableStatuses(settings: WorkflowSettings): Set<number> {
  const ids = settings.statusList.map((s) => s.statusId);
  if (!ids.includes(settings.initialStatus)) return new Set();
  const closed = closedStatusOf(settings);
  const edges: [number, number][] = settings.transitions.map((t) => [t.from, t.to]);
  if (closed !== null && ids.includes(closed))
    for (const id of ids) if (id !== closed) edges.push([id, closed]);
  return reachableFrom(buildGraph(ids, edges), settings.initialStatus);
}

/**
 * Pure. The statuses from which the final status can be reached by transitions alone. Closing is not a
 * way to complete a process, so it does not count here.
 */
export function statusesReachingFinal(settings: WorkflowSettings): Set<number> {
  const ids = settings.statusList.map((s) => s.statusId);
  if (!ids.includes(settings.finalStatus)) return new Set();
  const edges = settings.transitions.map((t) => [t.from, t.to] as const);
  return reachableFrom(reverseGraph(buildGraph(ids, edges)), settings.finalStatus);
}

/**
 * Pure. Statuses that no sequence of triggers (or closing) reaches from the initial status, and statuses
 * other than the final and the closed status from which the process can never complete.
 */
export function checkReachability(settings: WorkflowSettings): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const reachable = reachableStatuses(settings);
  const completing = statusesReachingFinal(settings);
  const closed = closedStatusOf(settings);
  const seen = new Set<number>();
  settings.statusList.forEach(({ statusId }, index) => {
    if (seen.has(statusId)) return; // a duplicate is reported once, as a duplicate
    seen.add(statusId);
    const path = `/statusList/${index}`;
    if (reachable.size > 0 && !reachable.has(statusId))
      issues.push(issue('unreachableStatus', path, { statusId, initialStatus: settings.initialStatus }));
    if (completing.size > 0 && !completing.has(statusId) && statusId !== closed)
      issues.push(issue('noPathToFinal', path, { statusId, finalStatus: settings.finalStatus }));
  });
  return issues;
}
