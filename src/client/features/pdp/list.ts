import type { PdpListItem } from '../../../engine/api/pdp';

/**
 * Pure. One list of the PDPs from several answers (GET /Pdp/List and /Pdp/List/Hierarchy overlap), once each by
 * process id, keeping the closest level; by employee name, then newest first.
 */
export function mergePdpLists(lists: readonly (readonly PdpListItem[])[]): PdpListItem[] {
  const byId = new Map<number, PdpListItem>();
  for (const item of lists.flat()) {
    const known = byId.get(item.processId);
    if (!known || (item.level !== null && (known.level === null || item.level < known.level)))
      byId.set(item.processId, item);
  }
  const name = (item: PdpListItem) => `${item.recipient?.lastName ?? ''} ${item.recipient?.firstName ?? ''}`;
  return [...byId.values()].sort(
    (a, b) =>
      name(a).localeCompare(name(b)) || b.startDate.localeCompare(a.startDate) || b.processId - a.processId,
  );
}

/** Pure. The PDPs in one status, or all for null. */
export const pdpsInStatus = (items: readonly PdpListItem[], statusId: number | null) =>
  statusId === null ? [...items] : items.filter((item) => item.statusId === statusId);

/** Pure. The statuses to filter by: the workflow's, in its order, then any other status a plan has. */
export function statusIdsOf(workflowStatuses: readonly number[], items: readonly PdpListItem[]): number[] {
  const extra = items.map((item) => item.statusId).filter((id) => !workflowStatuses.includes(id));
  return [...new Set([...workflowStatuses, ...extra.sort((a, b) => a - b)])];
}
