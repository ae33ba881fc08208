import type { ClientMessage } from './client-messages';
import type { HubGroupAccess } from './hub-auth';
import { customGroup } from './groups';
import { isGroupName, MAX_GROUP_NAME_LENGTH } from './hub-message';
import type { HubMember, HubRegistry } from './hub-registry';

/** Custom groups one connection may be in; a page joins a handful, so more means a misbehaving client. */
export const MAX_CUSTOM_GROUPS = 100;
/** Every connection's automatic groups (organization and user), counted by the registry. */
const AUTOMATIC_GROUPS = 2;

type Invocation = Extract<ClientMessage, { kind: 'invocation' }>;
export type InvocationOutcome = { error: string } | { result?: unknown };

/**
 * Runs a method a client invoked on the hub. The only ones are JoinGroup and LeaveGroup (one group name,
 * matched case-insensitively like ASP.NET hub methods); the group is always inside the caller's organization,
 * and joined only when `mayJoin` says the caller may read what it carries. Resolves to the completion to send
 * (sent only when the client asked for one with an invocationId).
 */
export async function invokeHubMethod(
  registry: HubRegistry,
  member: HubMember,
  invocation: Invocation,
  mayJoin: HubGroupAccess,
): Promise<InvocationOutcome> {
  if (invocation.hasStreams) return { error: 'Streaming arguments are not supported.' };
  const method = invocation.target.toLowerCase();
  if (method !== 'joingroup' && method !== 'leavegroup') {
    return { error: `Unknown hub method '${invocation.target}'.` };
  }
  const [name] = invocation.args;
  if (invocation.args.length !== 1 || !isGroupName(name)) {
    return {
      error: `${invocation.target} expects one group name of 1 to ${MAX_GROUP_NAME_LENGTH} characters.`,
    };
  }
  const group = customGroup(member.principal.organizationId, name);
  if (method === 'leavegroup') {
    registry.leave(member, group);
    return {};
  }
  if (!registry.has(member, group) && registry.groupCount(member) >= AUTOMATIC_GROUPS + MAX_CUSTOM_GROUPS) {
    return { error: `A connection can be in at most ${MAX_CUSTOM_GROUPS} groups.` };
  }
  if (!registry.has(member, group) && !(await mayJoin(member.principal, member.hub, name))) {
    return { error: `You may not join the group '${name}'.` };
  }
  // the connection may have closed while access was checked: a closed one is in no group, not even its own
  if (registry.groupCount(member) === 0) return { error: 'The connection is closed.' };
  registry.join(member, group);
  return {};
}
