import type { HubName } from '../../engine/constants';
import { audienceGroup, organizationGroup, userGroup } from './groups';
import type { HubAudience, HubMessage } from './hub-message';
import type { HubPrincipal } from './hub-auth';
import { invocationRecord } from './server-messages';

/** A connection as the registry sees it: where it belongs and how to hand it a record. */
export interface HubMember {
  readonly hub: HubName;
  readonly principal: HubPrincipal;
  send(record: string): void;
}

/** Group membership of the connections of one server instance, and delivery of backplane messages to them. */
export class HubRegistry {
  /** key: hub + group key; the hub is part of the key because every hub has its own groups */
  private readonly groups = new Map<string, Set<HubMember>>();
  private readonly memberships = new Map<HubMember, Set<string>>();

  private static key(hub: HubName, group: string): string {
    return `${hub}|${group}`;
  }

  /** Adds a connection that finished its handshake, to its organization's and its user's group. */
  add(member: HubMember): void {
    const { organizationId, userId } = member.principal;
    this.join(member, organizationGroup(organizationId));
    this.join(member, userGroup(organizationId, userId));
  }

  /** Removes a connection from every group it is in; safe to call more than once. */
  remove(member: HubMember): void {
    for (const group of this.memberships.get(member) ?? []) this.leave(member, group);
    this.memberships.delete(member);
  }

  /** Puts a connection in a group (a key from groups.ts, already scoped to its organization). */
  join(member: HubMember, group: string): void {
    const key = HubRegistry.key(member.hub, group);
    const members = this.groups.get(key) ?? new Set<HubMember>();
    members.add(member);
    this.groups.set(key, members);
    const own = this.memberships.get(member) ?? new Set<string>();
    own.add(group);
    this.memberships.set(member, own);
  }

  /** Takes a connection out of a group; no-op when it is not in it. */
  leave(member: HubMember, group: string): void {
    const key = HubRegistry.key(member.hub, group);
    const members = this.groups.get(key);
    members?.delete(member);
    if (members?.size === 0) this.groups.delete(key);
    this.memberships.get(member)?.delete(group);
  }

  /** Whether a connection is in a group. */
  has(member: HubMember, group: string): boolean {
    return this.memberships.get(member)?.has(group) ?? false;
  }

  /** Number of groups a connection is in (its two automatic groups included). */
  groupCount(member: HubMember): number {
    return this.memberships.get(member)?.size ?? 0;
  }

  /** Sends a backplane message to the matching connections of this instance, once each; returns how many got it. */
  deliver(message: HubMessage): number {
    const audiences = Array.isArray(message.to) ? message.to : [message.to as HubAudience];
    const groups = audiences.flatMap((to) => {
      const members = this.groups.get(
        HubRegistry.key(message.hub, audienceGroup(message.organizationId, to)),
      );
      return members ? [members] : [];
    });
    if (groups.length === 0) return 0;
    const members = groups.length === 1 ? groups[0] : new Set(groups.flatMap((g) => [...g]));
    // one serialization for all recipients
    const record = invocationRecord(message.target, message.args);
    let delivered = 0;
    for (const member of members) {
      // group keys already carry the organization; this check keeps isolation even if a key were built wrongly
      if (member.principal.organizationId !== message.organizationId) continue;
      member.send(record);
      delivered += 1;
    }
    return delivered;
  }
}
