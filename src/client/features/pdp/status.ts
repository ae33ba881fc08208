import { dashboardGroupOf, type CompiledWorkflow } from '../../../engine/workflows';

type Severity = 'info' | 'warning' | 'success' | 'secondary' | undefined;

const BY_GROUP: Record<number, Severity> = { 0: 'info', 10: 'warning', 99: 'success', 999: 'secondary' };

/** Pure. The tag colour of a PDP status by its dashboard group (open, review due, recent, closed). */
export function pdpStatusSeverity(workflow: CompiledWorkflow | undefined, statusId: number): Severity {
  const group = workflow ? dashboardGroupOf(workflow.settings, statusId) : null;
  return BY_GROUP[group ?? -1];
}
