import type { HubAudience } from './hub-message';

/*
 * Group keys always carry the organization id, and a connection only ever joins keys of its own organization,
 * so no group name a client chooses can reach into another organization.
 */

/** Every connection of an organization is in this group. Pure. */
export const organizationGroup = (organizationId: number): string => `org:${organizationId}`;

/** Every connection of one user in one organization is in this group. Pure. */
export const userGroup = (organizationId: number, userId: number): string =>
  `user:${organizationId}:${userId}`;

/** A group the client joined by name (JoinGroup), scoped to its organization. Pure. */
export const customGroup = (organizationId: number, name: string): string =>
  `group:${organizationId}:${name}`;

/** The group key an audience of one organization maps to. Pure. */
export function audienceGroup(organizationId: number, to: HubAudience): string {
  switch (to.kind) {
    case 'organization':
      return organizationGroup(organizationId);
    case 'user':
      return userGroup(organizationId, to.userId);
    case 'group':
      return customGroup(organizationId, to.group);
  }
}
