import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_RECONNECT_MS } from '../../../src/engine/constants';
import type { TestApp } from './test-app';

/** One message a hub delivered: its target and its first argument. */
export type Heard<T> = { target: string; value: T };

export type HubListener<T> = {
  connection: HubConnection;
  received: Heard<T>[];
  /** resolves once `predicate` holds for what was received; fails after 10 s, naming what came */
  until: (predicate: (received: Heard<T>[]) => boolean) => Promise<void>;
};

/**
 * The app listening on a random local port, for the official SignalR client; every connection opened through
 * `listen` is stopped by `stopAll` (call it in afterAll before closing the app).
 */
export async function hubServer(t: TestApp): Promise<HubServer> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const connections: HubConnection[] = [];

  /** Connects with `token` to `hub` of the organization `slug`, joins `groups` and records the messages of `targets`. */
  async function listen<T = unknown>(
    hub: string,
    slug: string,
    token: string,
    targets: string[],
    groups: readonly string[] = [],
  ): Promise<HubListener<T>> {
    const connection = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/hubs/${hub}?organization=${slug}`, { accessTokenFactory: () => token })
      .withAutomaticReconnect([HUB_RECONNECT_MS])
      .configureLogging(LogLevel.None)
      .build();
    const received: Heard<T>[] = [];
    const waiters: (() => void)[] = [];
    for (const target of targets)
      connection.on(target, (value: T) => {
        received.push({ target, value });
        waiters.splice(0).forEach((wake) => wake());
      });
    await connection.start();
    connections.push(connection);
    for (const group of groups) await connection.invoke('JoinGroup', group);
    const until = (predicate: (r: Heard<T>[]) => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out; received ${JSON.stringify(received)}`)),
          10_000,
        );
        const check = () => {
          if (predicate(received)) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        check();
      });
    return { connection, received, until };
  }

  const stopAll = () => Promise.all(connections.map((c) => c.stop()));
  return { baseUrl, listen, stopAll };
}

/** The app listening for hub clients: connect with `listen`, stop every connection with `stopAll`. */
export type HubServer = {
  baseUrl: string;
  listen<T = unknown>(
    hub: string,
    slug: string,
    token: string,
    targets: string[],
    groups?: readonly string[],
  ): Promise<HubListener<T>>;
  stopAll(): Promise<unknown>;
};

/** The bearer token of a test person's headers. */
export const tokenOf = (headers: Record<string, string>) => headers.authorization.replace('Bearer ', '');
