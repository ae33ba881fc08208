import { FEEDBACK_TYPES } from '../../../engine/constants';
import { ERROR_LOG_TYPES } from '../../../engine/error-log';
import type { ErrorLogServices } from './deps';
import type { ErrorRecorder } from './recorder';
import { feedbackTypesWithoutDonor } from './repo';

// the feedbacks a recipient's supervisor gives (process-create: every type but self-evaluation and comparison)
const SUPERVISOR_FEEDBACKS = [
  FEEDBACK_TYPES.managerEvaluation,
  FEEDBACK_TYPES.documentation,
  FEEDBACK_TYPES.talkDate,
  FEEDBACK_TYPES.veto,
];

/**
 * After a process was created: when feedbacks that the recipient's supervisor gives have no donor (the recipient
 * has no supervisor), records a bad supervisor assignment (type 3), so that HR sees which employee lacks one.
 */
export async function checkSupervisorAssignment(
  services: ErrorLogServices,
  recorder: ErrorRecorder,
  event: { organizationId: number; processId: number; actorId: number | null },
): Promise<void> {
  const missing = await feedbackTypesWithoutDonor(services.db, event.processId, SUPERVISOR_FEEDBACKS);
  if (missing.length === 0) return;
  recorder.record({
    organization: { id: event.organizationId },
    user: event.actorId === null ? null : { id: event.actorId },
    type: ERROR_LOG_TYPES.badSupervisorAssignment,
    description: `Process ${event.processId}: the recipient has no supervisor; feedback types ${missing.join(', ')} have no donor`,
  });
}
