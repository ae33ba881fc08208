import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_RECONNECT_MS, type HubName } from '../../../engine/constants';

/**
 * A hub connection that keeps itself alive until stopped. `onConnected` listeners run after each start and
 * reconnect: every new connection starts without groups.
 */
export type ManagedHub = {
  connection: HubConnection;
  onConnected: (listener: () => void) => () => void;
  stop: () => Promise<void>;
};

/** The hub URL for an organization (SPEC §7 hubs; the organization goes in the query). */
export function hubUrl(name: HubName, slug: string): string {
  return `/hubs/${name}?organization=${encodeURIComponent(slug)}`;
}

/**
 * Opens `/hubs/<name>` with the access token and keeps it open (SPEC §7, §8): automatic reconnects every
 * 5 s without giving up, and when a connection closes or cannot start, a new start after 5 s. Failures
 * are logged, never thrown at the page.
 */
export function startManagedHub(
  name: HubName,
  slug: string,
  getToken: () => Promise<string | null>,
): ManagedHub {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl(name, slug), {
      accessTokenFactory: async () => (await getToken()) ?? '',
      // the server speaks the WebSocket transport only
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => HUB_RECONNECT_MS })
    // our own warnings below say which hub failed and when it retries; the library would repeat them
    .configureLogging(LogLevel.Critical)
    .build();

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const connected = () => {
    for (const listener of [...listeners]) listener();
  };

  const scheduleStart = () => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(start, HUB_RECONNECT_MS);
  };

  function start() {
    connection.start().then(connected, (error: unknown) => {
      if (stopped) return; // stopped while starting: nothing to report or retry
      console.warn(`Hub "${name}" could not connect; retrying in ${HUB_RECONNECT_MS / 1000} s`, error);
      scheduleStart();
    });
  }

  connection.onclose((error) => {
    if (stopped) return;
    console.warn(`Hub "${name}" closed; restarting in ${HUB_RECONNECT_MS / 1000} s`, error);
    scheduleStart();
  });

  connection.onreconnected(connected);

  start();
  return {
    connection,
    onConnected: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      return connection.stop();
    },
  };
}
