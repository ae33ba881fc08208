import type { HubConnection } from '@microsoft/signalr';
import { HUB_RECONNECT_MS, type HubName } from '../../../engine/constants';
import type { HubHandle } from '../../lib/hubs/hub-context';

/**
 * A hub connection that keeps itself alive until stopped. `onConnected` listeners run after each start and
 * reconnect: every new connection starts without groups.
 */
export type ManagedHub = {
  handle: HubHandle;
  onConnected: (listener: () => void) => () => void;
  stop: () => Promise<void>;
};

type Listener = Parameters<HubConnection['on']>[1];

/** The hub URL for an organization (SPEC §7 hubs; the organization goes in the query). */
function hubUrl(name: HubName, slug: string): string {
  return `/hubs/${name}?organization=${encodeURIComponent(slug)}`;
}

/** Runs `task` once the browser has painted the frame being drawn now, or after 1 s in a tab that paints none. */
function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 1000);
}

/**
 * Opens `/hubs/<name>` with the access token and keeps it open (SPEC §7, §8): automatic reconnects every
 * 5 s without giving up, and when a connection closes or cannot start, a new start after 5 s. Failures
 * are logged, never thrown at the page.
 *
 * The SignalR client (about 16 KB gzip) is not part of the first page: it loads after the frame that asked
 * for the hub has painted. Until then the handle is disconnected and keeps the listeners it is given.
 */
export function startManagedHub(
  name: HubName,
  slug: string,
  getToken: () => Promise<string | null>,
): ManagedHub {
  let connection: HubConnection | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const handlers = new Map<string, Set<Listener>>();
  const connected = () => {
    for (const listener of [...listeners]) listener();
  };

  const retryLater = (task: () => void) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(task, HUB_RECONNECT_MS);
  };

  function start() {
    if (!connection) return;
    connection.start().then(connected, (error: unknown) => {
      if (stopped) return; // stopped while starting: nothing to report or retry
      console.warn(`Hub "${name}" could not connect; retrying in ${HUB_RECONNECT_MS / 1000} s`, error);
      retryLater(start);
    });
  }

  async function load() {
    let signalr: typeof import('@microsoft/signalr');
    try {
      signalr = await import('@microsoft/signalr');
    } catch (error) {
      if (stopped) return;
      console.warn(`Hub "${name}": the client did not load; retrying in ${HUB_RECONNECT_MS / 1000} s`, error);
      return retryLater(() => void load());
    }
    if (stopped) return;
    const { HttpTransportType, HubConnectionBuilder, LogLevel } = signalr;
    const built = new HubConnectionBuilder()
      .withUrl(hubUrl(name, slug), {
        accessTokenFactory: async () => (await getToken()) ?? '',
        // the server speaks the WebSocket transport only
        transport: HttpTransportType.WebSockets,
      })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => HUB_RECONNECT_MS })
      // our own warnings below say which hub failed and when it retries; the library would repeat them
      .configureLogging(LogLevel.Critical)
      .build();
    for (const [target, set] of handlers) for (const handler of set) built.on(target, handler);
    built.onclose((error) => {
      if (stopped) return;
      console.warn(`Hub "${name}" closed; restarting in ${HUB_RECONNECT_MS / 1000} s`, error);
      retryLater(start);
    });
    built.onreconnected(connected);
    connection = built;
    start();
  }

  const handle: HubHandle = {
    get state() {
      return connection?.state ?? 'Disconnected';
    },
    get connectionId() {
      return connection?.connectionId ?? null;
    },
    on(target: string, handler: Listener) {
      const set = handlers.get(target) ?? new Set();
      set.add(handler);
      handlers.set(target, set);
      connection?.on(target, handler);
    },
    off(target: string, handler?: Listener) {
      if (handler) handlers.get(target)?.delete(handler);
      else handlers.delete(target);
      if (!connection) return;
      if (handler) connection.off(target, handler);
      else connection.off(target);
    },
    invoke: <T>(method: string, ...args: unknown[]): Promise<T> =>
      connection
        ? connection.invoke<T>(method, ...args)
        : Promise.reject(new Error(`Hub "${name}" is not connected yet`)),
  };

  afterNextPaint(() => void load());
  return {
    handle,
    onConnected: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      return connection?.stop() ?? Promise.resolve();
    },
  };
}
