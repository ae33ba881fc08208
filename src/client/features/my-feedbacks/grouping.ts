import { DASHBOARD_GROUPS } from '../../../engine/constants';
import { isArchived } from '../../process-common/labels';
import type { Process } from '../../../engine/api/feedbacks-answers';

/** A process in the caller's list, and whether it is their own or one they take part in. */
export type MyProcess = { process: Process; role: 'recipient' | 'donor' };

export type ProcessGroup = { group: number | null; entries: MyProcess[] };

/** Pure. Own and donor processes in one list; a process in both counts as the caller's own. */
export function mergeProcesses(own: readonly Process[], donor: readonly Process[]): MyProcess[] {
  const ownIds = new Set(own.map((p) => p.id));
  return [
    ...own.map((process) => ({ process, role: 'recipient' as const })),
    ...donor.filter((p) => !ownIds.has(p.id)).map((process) => ({ process, role: 'donor' as const })),
  ];
}

const byTalkDateThenNewest = (a: MyProcess, b: MyProcess) => {
  const ta = a.process.talkDate ?? '';
  const tb = b.process.talkDate ?? '';
  if (ta && tb && ta !== tb) return ta < tb ? -1 : 1;
  if (ta !== tb) return ta ? -1 : 1;
  return b.process.createdAt.localeCompare(a.process.createdAt);
};

/**
 * Pure. The current processes (not closed, not complete) by dashboard group in the order of SPEC §4 (open,
 * preparation, documentation, finished), unknown groups last; empty groups are left out. Within a group the
 * next talk comes first.
 */
export function groupCurrent(entries: readonly MyProcess[]): ProcessGroup[] {
  const current = entries.filter((e) => !isArchived(e.process));
  const order: (number | null)[] = [...DASHBOARD_GROUPS, null];
  const known = new Set<number | null>(DASHBOARD_GROUPS);
  return order
    .map((group) => ({
      group,
      entries: current
        .filter((e) =>
          group === null ? !known.has(e.process.dashboardGroup) : e.process.dashboardGroup === group,
        )
        .sort(byTalkDateThenNewest),
    }))
    .filter((g) => g.entries.length > 0);
}

/** Pure. The archive: closed and complete processes, the most recently changed first. */
export function archiveOf(entries: readonly MyProcess[]): MyProcess[] {
  return entries
    .filter((e) => isArchived(e.process))
    .sort((a, b) => b.process.updatedAt.localeCompare(a.process.updatedAt));
}
