import type { HubConnection } from '@microsoft/signalr';
import { createContext } from 'react';
import type { HubName } from '../../../engine/constants';

/** The connections of the current organization, created on first use. */
export type Hubs = {
  connection: (name: HubName) => HubConnection;
  /** Calls `listener` each time the hub has a new connection (start, restart, reconnect); returns the undo. */
  onConnected: (name: HubName, listener: () => void) => () => void;
};

export const HubContext = createContext<Hubs | null>(null);
