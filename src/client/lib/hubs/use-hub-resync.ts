import { useContext, useEffect, useRef } from 'react';
import type { HubName } from '../../../engine/constants';
import { HUB_CONNECTED, HubContext } from './hub-context';

/**
 * Calls `reload` whenever the `hub` connection comes back after having been connected while the component
 * was mounted: messages sent during the gap are lost, so what the view shows is fetched again. The first
 * connection does not reload (the view's own first fetch covers it).
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
      if (seen !== null && id !== seen) latest.current();
      seen = id;
    });
  }, [hubs, hub]);
}
