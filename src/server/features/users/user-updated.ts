import { userGroup } from '../../../engine/hubs';
import type { Actor } from '../../auth/actor';
import type { UsersServices } from './deps';

/**
 * After a committed change of an employee: their open detail pages hear UserUpdated (with the origin, so the
 * page that made the change does not reload itself).
 */
export function publishUserUpdated(services: UsersServices, actor: Actor, userId: number) {
  return services.publish({
    hub: 'users',
    organizationId: actor.organizationId,
    target: 'UserUpdated',
    args: [{ userId, ...(actor.origin ? { origin: actor.origin } : {}) }],
    to: { kind: 'group', group: userGroup(userId) },
  });
}
