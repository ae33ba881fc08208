import { describe, expect, it } from 'vitest';
import type { HubName } from '../../engine/constants';
import { customGroup } from './groups';
import type { HubMessage } from './hub-message';
import { invokeHubMethod, MAX_CUSTOM_GROUPS } from './hub-methods';
import { HubRegistry, type HubMember } from './hub-registry';

type TestMember = HubMember & { received: string[] };

const member = (userId: number, organizationId: number, hub: HubName = 'users'): TestMember => {
  const received: string[] = [];
  return {
    hub,
    principal: { userId, organizationId, roles: [] },
    received,
    send: (record) => received.push(record),
  };
};

const event = (organizationId: number, to: HubMessage['to'], hub: HubName = 'users'): HubMessage => ({
  hub,
  organizationId,
  target: 'Evt',
  args: [],
  to,
});

const anyone = async () => true;
const join = (registry: HubRegistry, m: HubMember, target: string, args: unknown[]) =>
  invokeHubMethod(registry, m, { kind: 'invocation', target, args, hasStreams: false }, anyone);

describe('HubRegistry', () => {
  it('delivers to the organization, the user and joined groups only', async () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    const b = member(2, 1);
    const other = member(1, 2);
    for (const m of [a, b, other]) registry.add(m);

    expect(registry.deliver(event(1, { kind: 'organization' }))).toBe(2);
    expect(registry.deliver(event(1, { kind: 'user', userId: 2 }))).toBe(1);
    expect(b.received).toHaveLength(2);

    expect(await join(registry, a, 'JoinGroup', ['form-1'])).toEqual({});
    expect(await join(registry, other, 'joingroup', ['form-1'])).toEqual({});
    expect(registry.deliver(event(1, { kind: 'group', group: 'form-1' }))).toBe(1);
    expect(a.received).toHaveLength(2);
    expect(other.received).toHaveLength(0);
  });

  it('keeps hubs apart', async () => {
    const registry = new HubRegistry();
    const forms = member(1, 1, 'forms');
    registry.add(forms);
    expect(registry.deliver(event(1, { kind: 'organization' }, 'users'))).toBe(0);
    expect(registry.deliver(event(1, { kind: 'organization' }, 'forms'))).toBe(1);
  });

  it('never delivers to another organization even under a wrongly built group key', async () => {
    const registry = new HubRegistry();
    const intruder = member(1, 2);
    registry.join(intruder, customGroup(1, 'x'));
    expect(registry.deliver(event(1, { kind: 'group', group: 'x' }))).toBe(0);
  });

  it('forgets a removed connection everywhere', async () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    registry.add(a);
    await join(registry, a, 'JoinGroup', ['g']);
    registry.remove(a);
    registry.remove(a);
    expect(registry.deliver(event(1, { kind: 'organization' }))).toBe(0);
    expect(registry.deliver(event(1, { kind: 'group', group: 'g' }))).toBe(0);
  });
});

describe('invokeHubMethod', () => {
  it('leaves groups', async () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    registry.add(a);
    await join(registry, a, 'JoinGroup', ['g']);
    expect(await join(registry, a, 'LeaveGroup', ['g'])).toEqual({});
    expect(registry.deliver(event(1, { kind: 'group', group: 'g' }))).toBe(0);
  });

  it('answers errors for unknown methods, bad arguments and streams', async () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    expect(await join(registry, a, 'DropTables', [])).toEqual({ error: "Unknown hub method 'DropTables'." });
    for (const args of [[], [''], [1], ['a', 'b'], ['x'.repeat(201)]]) {
      expect(await join(registry, a, 'JoinGroup', args)).toHaveProperty('error');
    }
    const streamed = await invokeHubMethod(
      registry,
      a,
      { kind: 'invocation', target: 'JoinGroup', args: ['g'], hasStreams: true },
      anyone,
    );
    expect(streamed).toHaveProperty('error');
  });

  it('refuses a group the caller may not join, and a closed connection', async () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    registry.add(a);
    const invocation = {
      kind: 'invocation' as const,
      target: 'JoinGroup',
      args: ['secret'],
      hasStreams: false,
    };
    expect(await invokeHubMethod(registry, a, invocation, async () => false)).toEqual({
      error: "You may not join the group 'secret'.",
    });
    expect(registry.deliver(event(1, { kind: 'group', group: 'secret' }))).toBe(0);
    registry.remove(a);
    expect(await invokeHubMethod(registry, a, invocation, anyone)).toHaveProperty('error');
    expect(registry.groupCount(a)).toBe(0);
  });

  it('delivers a message for several audiences once per connection', async () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    const b = member(2, 1);
    for (const m of [a, b]) registry.add(m);
    await join(registry, a, 'JoinGroup', ['process:7']);
    const to = [
      { kind: 'user' as const, userId: 1 },
      { kind: 'group' as const, group: 'process:7' },
      { kind: 'user' as const, userId: 3 },
    ];
    expect(registry.deliver(event(1, to))).toBe(1);
    expect(a.received).toHaveLength(1);
    expect(b.received).toHaveLength(0);
  });

  it('limits the groups of one connection', async () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    registry.add(a);
    for (let i = 0; i < MAX_CUSTOM_GROUPS; i += 1)
      expect(await join(registry, a, 'JoinGroup', [`g${i}`])).toEqual({});
    expect(await join(registry, a, 'JoinGroup', ['one-more'])).toHaveProperty('error');
    expect(await join(registry, a, 'JoinGroup', ['g0'])).toEqual({});
  });
});
