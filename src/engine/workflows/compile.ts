import { checkWorkflowSettings } from './check';
import { closedStatusOf } from './closed-status';
import { WorkflowSettingsError } from './issues';
import { buildWorkflowMachine, stateKey, type WorkflowMachine, type WorkflowSnapshot } from './machine';
import type { AccessRights, WorkflowSettings, WorkflowStatus } from './types';

/** Settings turned into a machine plus the indexes the interpreter needs. Treat as immutable. */
export type CompiledWorkflow = {
  readonly settings: WorkflowSettings;
  readonly machine: WorkflowMachine;
  /** one resolved snapshot per status, so that each step is a pure `transition()` from it */
  readonly snapshots: ReadonlyMap<number, WorkflowSnapshot>;
  readonly statusById: ReadonlyMap<number, WorkflowStatus>;
  readonly closedStatus: number;
  /** access entries by `accessKey(statusId, donorRole, feedbackType)` */
  readonly access: ReadonlyMap<string, AccessRights>;
};

/** Pure. The index key of an access entry; feedbackType null is the entry for every feedback type. */
export const accessKey = (statusId: number, donorRole: number, feedbackType: number | null) =>
  `${statusId}|${donorRole}|${feedbackType ?? '*'}`;

// Settings objects are treated as immutable: an edited workflow is a new object and compiles anew.
const cache = new WeakMap<WorkflowSettings, CompiledWorkflow>();

/**
 * Pure (memoized per settings object). Checks the settings and compiles them to an XState v5 machine with
 * indexes; throws `WorkflowSettingsError` carrying the issues when `checkWorkflowSettings` finds any.
 */
export function compileWorkflow(settings: WorkflowSettings): CompiledWorkflow {
  const cached = cache.get(settings);
  if (cached) return cached;
  const issues = checkWorkflowSettings(settings);
  if (issues.length > 0) throw new WorkflowSettingsError(issues);
  const compiled = compileUnchecked(settings);
  cache.set(settings, compiled);
  return compiled;
}

/**
 * Pure. The compilation without the check, for tests that compare the checker with the machine on broken
 * settings; not exported from the barrel. A missing closed status becomes -1 (no "close" transitions).
 */
export function compileUnchecked(settings: WorkflowSettings): CompiledWorkflow {
  const machine = buildWorkflowMachine(settings);
  const snapshots = new Map<number, WorkflowSnapshot>();
  const statusById = new Map<number, WorkflowStatus>();
  for (const status of settings.statusList) {
    statusById.set(status.statusId, status);
    snapshots.set(status.statusId, machine.resolveState({ value: stateKey(status.statusId), context: {} }));
  }
  const access = new Map<string, AccessRights>();
  for (const { statusId, donorRole, feedbackType, ...rights } of settings.userAccess)
    access.set(accessKey(statusId, donorRole, feedbackType), rights);

  const closedStatus = closedStatusOf(settings) ?? -1;
  return { settings, machine, snapshots, statusById, closedStatus, access };
}
