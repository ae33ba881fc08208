import { setup, type SnapshotFrom } from 'xstate';
import type { FeedbackType } from '../constants';
import { closedStatusOf } from './closed-status';
import { triggerName, type WorkflowEvent } from './trigger-events';
import type { WorkflowSettings, WorkflowTransition } from './types';

/** Pure. The state key of a status id in the machine. */
export const stateKey = (statusId: number): string => String(statusId);

const workflowSetup = setup({
  types: { events: {} as WorkflowEvent },
  guards: {
    feedbackIs: ({ event }, params: { feedbackType: FeedbackType }) =>
      'feedbackType' in event && event.feedbackType === params.feedbackType,
  },
});

type TransitionConfig = {
  target: string;
  guard?: { type: 'feedbackIs'; params: { feedbackType: FeedbackType } };
};
type StateConfig = {
  description?: string;
  meta: { statusId: number; dashboardGroup: number };
  on: Record<string, TransitionConfig[]>;
};

// XState takes the first enabled candidate: a concrete feedback type must come before the "any" one.
function candidates(transitions: readonly WorkflowTransition[]): TransitionConfig[] {
  const sorted = [...transitions].sort(
    (a, b) => Number(a.feedbackType === null) - Number(b.feedbackType === null),
  );
  return sorted.map((t) =>
    t.feedbackType === null
      ? { target: stateKey(t.to) }
      : { target: stateKey(t.to), guard: { type: 'feedbackIs', params: { feedbackType: t.feedbackType } } },
  );
}

/**
 * Pure. The XState config of the settings: one state per status id (key = the id), one event per trigger
 * name, a `feedbackIs` guard per concrete feedback type, and `close` on every non-closed status. It holds
 * only data, so it is golden-tested as JSON. It does not check the settings (see `checkWorkflowSettings`).
 */
export function workflowMachineConfig(settings: WorkflowSettings) {
  const known = new Set(settings.statusList.map((s) => s.statusId));
  // Unknown targets are dropped rather than thrown on: the checker is where they are reported.
  const closedStatus = closedStatusOf(settings);
  const closed = closedStatus !== null && known.has(closedStatus) ? closedStatus : null;
  const states: Record<string, StateConfig> = {};
  for (const status of settings.statusList) {
    const key = stateKey(status.statusId);
    if (key in states) continue;
    const outgoing = settings.transitions.filter((t) => t.from === status.statusId && known.has(t.to));
    const on: Record<string, TransitionConfig[]> = {};
    for (const t of outgoing)
      on[triggerName(t.triggerType)] ??= candidates(outgoing.filter((o) => o.triggerType === t.triggerType));
    if (closed !== null && status.statusId !== closed) on.close = [{ target: stateKey(closed) }];
    // The name shows in XState's inspector, next to the id.
    const description = status.translations['en-US'] ?? status.translations['de-DE'];
    states[key] = {
      ...(description === undefined ? {} : { description }),
      meta: { statusId: status.statusId, dashboardGroup: status.dashboardGroup },
      on,
    };
  }
  return { id: `workflow-${settings.processType}`, initial: stateKey(settings.initialStatus), states };
}

/** Pure. The XState v5 machine of the settings (see `workflowMachineConfig`). */
export function buildWorkflowMachine(settings: WorkflowSettings) {
  return workflowSetup.createMachine(workflowMachineConfig(settings));
}

export type WorkflowMachine = ReturnType<typeof buildWorkflowMachine>;
export type WorkflowSnapshot = SnapshotFrom<WorkflowMachine>;
