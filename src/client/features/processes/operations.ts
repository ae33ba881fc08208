import { DONOR_ROLES } from '../../../engine/access';
import { accessForRoles, allowedActions, type CompiledWorkflow } from '../../../engine/workflows';
import { predictDonorRoles } from '../../process-common/workflows';
import type { Process } from '../../../engine/api/feedbacks-answers';

/** The process operations of SPEC §4 this screen offers. */
export type ProcessOperation = 'close' | 'copy' | 'setStatus' | 'changeForm';

export type Caller = { userId: number; roles: readonly string[]; canReadForms: boolean };

/**
 * Pure. The operations to offer for a process, predicted with the workflow engine from what the list shows:
 * close needs the workflow's `update` right and a closed status to go to; copy is for the workflow's
 * creators; setting the status is for administrators; changing the form needs `update` (or administrator)
 * on an open process and the forms list. The server decides; this only keeps impossible buttons away.
 */
export function allowedOperations(
  process: Process,
  compiled: CompiledWorkflow | undefined,
  caller: Caller,
): ProcessOperation[] {
  if (!compiled) return [];
  const roles = predictDonorRoles(process, caller.userId, caller.roles);
  const admin = roles.includes(DONOR_ROLES.administrator);
  const actions = allowedActions(compiled, {
    statusId: process.statusId,
    donorRoles: roles,
    feedbackType: null,
    isSubmitted: false,
  });
  const update = accessForRoles(compiled, process.statusId, roles, null).update;
  const operations: ProcessOperation[] = [];
  if (actions.close) operations.push('close');
  if (roles.some((role) => compiled.settings.creators.includes(role))) operations.push('copy');
  if (actions.setStatus) operations.push('setStatus');
  if (!process.isClosed && (update || admin) && caller.canReadForms) operations.push('changeForm');
  return operations;
}
