import { PROCESS_LIST_GROUP, processIdOfGroup } from '../../engine/hubs';
import type { Actor } from '../auth/actor';
import { workflowOf, type FeedbackServices } from './action-scope';
import { canSeeProcess, donorRolesOf, loadFeedbacksAndParticipants, readsAllProcesses } from './policy';
import { findProcess } from './repo';

type Caller = Pick<Actor, 'organizationId' | 'userId' | 'roles'>;

/**
 * Whether the caller may join a process group of a hub: the organization-wide list group with the right to
 * read every process, a process's group when the workflow lets the caller see that process now. Undefined for a
 * group name that is not the processes'.
 */
export async function mayJoinProcessGroup(
  services: FeedbackServices,
  caller: Caller,
  name: string,
): Promise<boolean | undefined> {
  if (name === PROCESS_LIST_GROUP) return readsAllProcesses(caller.roles);
  const processId = processIdOfGroup(name);
  if (processId === null) return undefined;
  const process = await findProcess(services.db, caller.organizationId, processId);
  if (!process) return false;
  const config = await services.organizationConfig.get(caller.organizationId);
  const compiled = workflowOf(config, process.process_type);
  const { feedbacks, participants } = await loadFeedbacksAndParticipants(services.db, process);
  const roles = donorRolesOf(caller, participants, compiled.settings.hideFromRecipient);
  const types = feedbacks.map((f) => f.feedback_type);
  return canSeeProcess(compiled, process.status_id, roles, types);
}
