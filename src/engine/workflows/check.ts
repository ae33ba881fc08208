import { checkAccess } from './check-access';
import { checkReachability } from './check-reachability';
import { checkStatuses } from './check-statuses';
import { checkTransitions } from './check-transitions';
import type { WorkflowIssue } from './issues';
import type { WorkflowSettings } from './types';

/**
 * Pure. Everything wrong with schema-valid workflow settings, in a stable order (statuses, transitions,
 * reachability, access); empty when the settings can be compiled. See workflows/README.md for the rules.
 */
export function checkWorkflowSettings(settings: WorkflowSettings): WorkflowIssue[] {
  return [
    ...checkStatuses(settings),
    ...checkTransitions(settings),
    ...checkReachability(settings),
    ...checkAccess(settings),
  ];
}
