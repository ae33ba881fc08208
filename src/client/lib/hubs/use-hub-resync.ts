import { useContext, useEffect, useRef } from 'react';
import type { HubName } from '../../../engine/constants';
import { HUB_CONNECTED, HubContext } from './hub-context';

/**
 * Calls `reload` whenever the `hub` connection (re)connects while the component is mounted and the view may
 * have missed messages: after a reconnect (the gap's messages are lost), and on the first connection when the
 * view mounted before it (its first fetch ran while nothing was listening). A view mounted on a connected hub
 * does not reload on mount: its own first fetch covers it.
 */
export function useHubResync(hub: HubName, reload: () => void): void {
  const hubs = useContext(HubContext);
  if (!hubs) throw new Error('useHubResync needs a HubProvider');
  const latest = useRef(reload);

  useEffect(() => {
    latest.current = reload;
  });

  useEffect(() => {
    const connection = hubs.connection(hub);
    let seen = connection.state === HUB_CONNECTED ? connection.connectionId : null;
    return hubs.onConnected(hub, () => {
      const id = connection.connectionId;
      if (id !== seen) latest.current();
      seen = id;
    });
  }, [hubs, hub]);
}
