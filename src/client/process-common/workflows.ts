import { useMemo } from 'react';
import { DONOR_ROLES, isProcessAdmin, type DonorRole } from '../../engine/access';
import { FEEDBACK_TYPES } from '../../engine/constants';
import { compileWorkflow, unpackSessionWorkflow, type CompiledWorkflow } from '../../engine/workflows';
import { useSession } from '../lib/session/session-context';
import type { Process } from '../../engine/api/feedbacks-answers';

/** The organization's workflows (from the session) compiled once per session, by process type. */
export function useWorkflows(): ReadonlyMap<number, CompiledWorkflow> {
  const { session } = useSession();
  return useMemo(() => {
    const compiled = new Map<number, CompiledWorkflow>();
    for (const packed of session.workflows) {
      try {
        const settings = unpackSessionWorkflow(packed);
        compiled.set(settings.processType, compileWorkflow(settings));
      } catch {
        // a workflow the engine cannot compile predicts nothing; the server still decides
      }
    }
    return compiled;
  }, [session.workflows]);
}

// the process roles are the engine's, shared with the server
export { isProcessAdmin, readsAllProcesses } from '../../engine/access';

/**
 * Pure. The donor roles (SPEC §3) the caller holds in a process as far as a list shows them: recipient,
 * sender (the donor of the manager evaluation or documentation), mentor, administrator. Pre-supervisor and
 * other line managers are not visible in a list; the prediction only hides buttons, the server decides.
 */
export function predictDonorRoles(
  process: Pick<Process, 'recipient' | 'mentor' | 'feedbacks'>,
  userId: number,
  roles: readonly string[],
): DonorRole[] {
  const result: DonorRole[] = [];
  if (process.recipient?.id === userId) result.push(DONOR_ROLES.recipient);
  const donates = process.feedbacks.some(
    (f) =>
      f.donor?.id === userId &&
      (f.feedbackType === FEEDBACK_TYPES.managerEvaluation ||
        f.feedbackType === FEEDBACK_TYPES.documentation),
  );
  if (donates && process.recipient?.id !== userId) result.push(DONOR_ROLES.sender);
  if (process.mentor?.id === userId) result.push(DONOR_ROLES.mentor);
  if (isProcessAdmin(roles)) result.push(DONOR_ROLES.administrator);
  return result;
}
