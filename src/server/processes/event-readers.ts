import type { CompiledWorkflow } from '../../engine/workflows';
import type { ProcessAudience } from './events';
import { participantsOf } from './hub-publisher';
import { canSeeProcess, donorRolesOf } from './policy';

/**
 * Pure. The people an event's audience names (recipient, donors, supervisor line, mentor) who may read the
 * process at `statusId` under the workflow's access rules, by their donor roles in it (the check of the
 * process's own screen). Area rights such as HR's reading every process reach them through the list group,
 * which is joined only with that right. An audience without its feedbacks (recorded before they were carried)
 * names everyone it holds.
 */
export function readersAmong(
  compiled: CompiledWorkflow,
  statusId: number,
  audience: ProcessAudience,
): number[] {
  const everyone = participantsOf(audience);
  if (!audience.feedbacks) return everyone;
  const participants = {
    recipientId: audience.recipientId,
    line: audience.lineIds,
    mentorId: audience.mentorId,
    donors: audience.feedbacks,
  };
  const types = audience.feedbacks.map((f) => f.feedbackType);
  const { hideFromRecipient } = compiled.settings;
  return everyone.filter((userId) =>
    canSeeProcess(
      compiled,
      statusId,
      donorRolesOf({ userId, roles: [] }, participants, hideFromRecipient),
      types,
    ),
  );
}
