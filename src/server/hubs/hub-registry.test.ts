import { describe, expect, it } from 'vitest';
import type { HubName } from '../../engine/constants';
import { customGroup } from './groups';
import type { HubMessage } from './hub-message';
import { invokeHubMethod, MAX_CUSTOM_GROUPS } from './hub-methods';
import { HubRegistry, type HubMember } from './hub-registry';

type TestMember = HubMember & { received: string[] };

const member = (userId: number, organizationId: number, hub: HubName = 'users'): TestMember => {
  const received: string[] = [];
  return { hub, principal: { userId, organizationId }, received, send: (record) => received.push(record) };
};

const event = (organizationId: number, to: HubMessage['to'], hub: HubName = 'users'): HubMessage => ({
  hub,
  organizationId,
  target: 'Evt',
  args: [],
  to,
});

const join = (registry: HubRegistry, m: HubMember, target: string, args: unknown[]) =>
  invokeHubMethod(registry, m, { kind: 'invocation', target, args, hasStreams: false });

describe('HubRegistry', () => {
  it('delivers to the organization, the user and joined groups only', () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    const b = member(2, 1);
    const other = member(1, 2);
    for (const m of [a, b, other]) registry.add(m);

    expect(registry.deliver(event(1, { kind: 'organization' }))).toBe(2);
    expect(registry.deliver(event(1, { kind: 'user', userId: 2 }))).toBe(1);
    expect(b.received).toHaveLength(2);

    expect(join(registry, a, 'JoinGroup', ['form-1'])).toEqual({});
    expect(join(registry, other, 'joingroup', ['form-1'])).toEqual({});
    expect(registry.deliver(event(1, { kind: 'group', group: 'form-1' }))).toBe(1);
    expect(a.received).toHaveLength(2);
    expect(other.received).toHaveLength(0);
  });

  it('keeps hubs apart', () => {
    const registry = new HubRegistry();
    const forms = member(1, 1, 'forms');
    registry.add(forms);
    expect(registry.deliver(event(1, { kind: 'organization' }, 'users'))).toBe(0);
    expect(registry.deliver(event(1, { kind: 'organization' }, 'forms'))).toBe(1);
  });

  it('never delivers to another organization even under a wrongly built group key', () => {
    const registry = new HubRegistry();
    const intruder = member(1, 2);
    registry.join(intruder, customGroup(1, 'x'));
    expect(registry.deliver(event(1, { kind: 'group', group: 'x' }))).toBe(0);
  });

  it('forgets a removed connection everywhere', () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    registry.add(a);
    join(registry, a, 'JoinGroup', ['g']);
    registry.remove(a);
    registry.remove(a);
    expect(registry.deliver(event(1, { kind: 'organization' }))).toBe(0);
    expect(registry.deliver(event(1, { kind: 'group', group: 'g' }))).toBe(0);
  });
});

describe('invokeHubMethod', () => {
  it('leaves groups', () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    registry.add(a);
    join(registry, a, 'JoinGroup', ['g']);
    expect(join(registry, a, 'LeaveGroup', ['g'])).toEqual({});
    expect(registry.deliver(event(1, { kind: 'group', group: 'g' }))).toBe(0);
  });

  it('answers errors for unknown methods, bad arguments and streams', () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    expect(join(registry, a, 'DropTables', [])).toEqual({ error: "Unknown hub method 'DropTables'." });
    for (const args of [[], [''], [1], ['a', 'b'], ['x'.repeat(201)]]) {
      expect(join(registry, a, 'JoinGroup', args)).toHaveProperty('error');
    }
    const streamed = invokeHubMethod(registry, a, {
      kind: 'invocation',
      target: 'JoinGroup',
      args: ['g'],
      hasStreams: true,
    });
    expect(streamed).toHaveProperty('error');
  });

  it('limits the groups of one connection', () => {
    const registry = new HubRegistry();
    const a = member(1, 1);
    registry.add(a);
    for (let i = 0; i < MAX_CUSTOM_GROUPS; i += 1)
      expect(join(registry, a, 'JoinGroup', [`g${i}`])).toEqual({});
    expect(join(registry, a, 'JoinGroup', ['one-more'])).toHaveProperty('error');
    expect(join(registry, a, 'JoinGroup', ['g0'])).toEqual({});
  });
});
