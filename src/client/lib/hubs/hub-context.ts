import type { HubConnection } from '@microsoft/signalr';
import { createContext } from 'react';
import type { HubName } from '../../../engine/constants';

/**
 * What pages use of a hub connection. The SignalR client loads only once a hub is first used (after the page's
 * first frame), so until then the handle is one that is not yet connected: it keeps the listeners given to it
 * and hands them to the connection once there is one.
 */
export type HubHandle = Pick<HubConnection, 'connectionId' | 'on' | 'off' | 'invoke'> & {
  /** HubConnectionState as its string value ('Connected', 'Reconnecting', ...) */
  readonly state: string;
};

/** HubConnectionState.Connected, without importing the SignalR client for one constant. */
export const HUB_CONNECTED = 'Connected';

/** The connections of the current organization, created on first use. */
export type Hubs = {
  connection: (name: HubName) => HubHandle;
  /** Calls `listener` each time the hub has a new connection (start, restart, reconnect); returns the undo. */
  onConnected: (name: HubName, listener: () => void) => () => void;
};

export const HubContext = createContext<Hubs | null>(null);
