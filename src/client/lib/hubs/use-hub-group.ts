import { useContext, useEffect } from 'react';
import type { HubName } from '../../../engine/constants';
import { HUB_CONNECTED, HubContext } from './hub-context';

/**
 * Keeps the `hub` connection in `group` (JoinGroup) while mounted, joining again on every new connection (a
 * reconnect gets a new connection id and no groups), and leaves the group on unmount. No group (null), no join.
 * The server refuses groups the user may not read; a refusal only means no messages, so it is logged, not shown.
 */
export function useHubGroup(hub: HubName, group: string | null): void {
  const hubs = useContext(HubContext);
  if (!hubs) throw new Error('useHubGroup needs a HubProvider');

  useEffect(() => {
    if (!group) return;
    const connection = hubs.connection(hub);
    let joinedOn: string | null = null;
    const join = () => {
      if (connection.state !== HUB_CONNECTED) return;
      if (connection.connectionId === joinedOn) return;
      joinedOn = connection.connectionId;
      connection.invoke('JoinGroup', group).catch((error: unknown) => {
        console.debug(`Hub "${hub}": not joined to "${group}"`, error);
      });
    };
    const stopListening = hubs.onConnected(hub, join);
    join();
    return () => {
      stopListening();
      if (connection.state === HUB_CONNECTED)
        void connection.invoke('LeaveGroup', group).catch(() => undefined);
    };
  }, [hubs, hub, group]);
}
