import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type { HubName } from '../../engine/constants';
import type { HubPayload, HubTarget } from '../../engine/hubs/contract';
import type { Hubs } from '../lib/hubs/hub-context';

type Listener = (payload: unknown) => void;
type Invocation = { method: string; args: unknown[]; connectionId: string | null };

/** One connection of the fake: listeners by message, the invocations, and a state the test moves. */
class FakeConnection {
  state: HubConnectionState = HubConnectionState.Disconnected;
  connectionId: string | null = null;
  readonly listeners = new Map<string, Set<Listener>>();
  readonly connectedListeners = new Set<() => void>();
  readonly invocations: Invocation[] = [];

  constructor(private readonly refused: (method: string, args: unknown[]) => boolean) {}

  on(target: string, listener: Listener) {
    const set = this.listeners.get(target) ?? new Set();
    set.add(listener);
    this.listeners.set(target, set);
  }

  off(target: string, listener: Listener) {
    this.listeners.get(target)?.delete(listener);
  }

  invoke(method: string, ...args: unknown[]): Promise<void> {
    this.invocations.push({ method, args, connectionId: this.connectionId });
    return this.refused(method, args)
      ? Promise.reject(new Error(`You may not join the group '${String(args[0])}'.`))
      : Promise.resolve();
  }
}

export type FakeHubsOptions = {
  /** connected from the start (default), or disconnected until the test calls `connect` */
  connected?: boolean;
  /** groups the server refuses to join */
  refusedGroups?: readonly string[];
};

/**
 * Hubs for component tests, the one way a client test drives real-time messages: `send` delivers a message of
 * the contract to the listeners, `connect` opens a new connection (as a start or reconnect does), `invoked`
 * lists what the page asked of the hub (JoinGroup, LeaveGroup).
 */
export function fakeHubs(options: FakeHubsOptions = {}) {
  const { connected = true, refusedGroups = [] } = options;
  const connections = new Map<HubName, FakeConnection>();
  let counter = 0;

  const connectionOf = (name: HubName) => {
    let connection = connections.get(name);
    if (!connection) {
      connection = new FakeConnection(
        (method, args) => method === 'JoinGroup' && refusedGroups.includes(String(args[0])),
      );
      if (connected) open(connection);
      connections.set(name, connection);
    }
    return connection;
  };
  const open = (connection: FakeConnection) => {
    connection.state = HubConnectionState.Connected;
    connection.connectionId = `connection-${++counter}`;
  };

  const hubs: Hubs = {
    connection: (name) => connectionOf(name) as unknown as HubConnection,
    onConnected: (name, listener) => {
      const set = connectionOf(name).connectedListeners;
      set.add(listener);
      return () => set.delete(listener);
    },
  };

  return {
    hubs,
    /** Delivers one message to every listener of `target` on `hub`. */
    send<H extends HubName, T extends HubTarget<H>>(hub: H, target: T, payload: HubPayload<H, T>): void {
      for (const listener of [...(connectionOf(hub).listeners.get(target) ?? [])]) listener(payload);
    },
    /** A new connection of `hub` (first start or reconnect): a new id, then the onConnected listeners. */
    connect(hub: HubName): void {
      const connection = connectionOf(hub);
      open(connection);
      for (const listener of [...connection.connectedListeners]) listener();
    },
    /** The connection of `hub` is lost (the automatic reconnect is under way). */
    disconnect(hub: HubName): void {
      connectionOf(hub).state = HubConnectionState.Reconnecting;
    },
    /** What the page invoked on `hub`, in order. */
    invoked: (hub: HubName): Invocation[] => connectionOf(hub).invocations,
    /** The groups the current connection of `hub` is in: its joins and leaves so far (refusals excluded). */
    groups(hub: HubName): string[] {
      const connection = connectionOf(hub);
      const groups = new Set<string>();
      for (const { method, args, connectionId } of connection.invocations) {
        if (connectionId !== connection.connectionId) continue;
        const group = String(args[0]);
        if (method === 'JoinGroup' && !refusedGroups.includes(group)) groups.add(group);
        if (method === 'LeaveGroup') groups.delete(group);
      }
      return [...groups];
    },
  };
}

export type FakeHubs = ReturnType<typeof fakeHubs>;

/** Hubs that never connect and never deliver anything. */
export const silentHubs: Hubs = fakeHubs({ connected: false }).hubs;
