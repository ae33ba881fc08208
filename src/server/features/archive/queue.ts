import { closedStatusOf, type WorkflowSettings } from '../../../engine/workflows';
import type { ProcessDomainEvent, ProcessTransactionHandler } from '../../processes';
import { queueArchive, workflowSettingsIn } from './repo';

/** Pure. Whether a status ends a process of this workflow: its final status or the status "close" leads to. */
export function endsProcess(settings: WorkflowSettings, statusId: number): boolean {
  return statusId === settings.finalStatus || statusId === closedStatusOf(settings);
}

/**
 * Pure. The processes of an action's events whose status moved in it, each with the status it ended on (the
 * last event's), in order of first appearance.
 */
function movedProcesses(events: readonly ProcessDomainEvent[]) {
  const moved = new Map<number, ProcessDomainEvent>();
  const last = new Map<number, ProcessDomainEvent>();
  for (const event of events) {
    last.set(event.processId, event);
    if (event.fromStatus !== null && event.fromStatus !== event.toStatus) moved.set(event.processId, event);
  }
  return [...moved.keys()].map((processId) => last.get(processId)!);
}

/**
 * The archive's subscriber inside every process action's transaction: a process whose status moved to its
 * final or closed status is queued for archiving together with that change (it commits or rolls back with it).
 * Answers whether it queued any, so that the worker can be kicked after the commit.
 */
export function archiveQueueing(
  onQueued: (event: ProcessDomainEvent) => void = () => {},
): ProcessTransactionHandler {
  return async (trx, events) => {
    for (const event of movedProcesses(events)) {
      const workflow = await workflowSettingsIn(trx, event.organizationId, event.processType);
      if (!workflow || !endsProcess(workflow.settings, event.toStatus)) continue;
      await queueArchive(trx, event.organizationId, event.processId);
      onQueued(event);
    }
  };
}
