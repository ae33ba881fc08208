import type { HubMessage } from '../../hubs/hub-message';

/** The users-hub message that an employee's goals changed; args `[{ userId }]` name the owner (ids only). */
export const TARGETS_UPDATED = 'TargetsUpdated';

/** Pure. TargetsUpdated for the owner and everyone in the owner's supervisor line, once each. */
export function targetsUpdatedMessages(
  organizationId: number,
  ownerId: number,
  line: readonly number[],
): HubMessage[] {
  return [...new Set([ownerId, ...line])].map((userId) => ({
    hub: 'users',
    organizationId,
    target: TARGETS_UPDATED,
    args: [{ userId: ownerId }],
    to: { kind: 'user', userId },
  }));
}
