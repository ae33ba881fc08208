import { useContext, useEffect, useRef } from 'react';
import type { HubName } from '../../../engine/constants';
import { HubContext } from './hub-context';

/**
 * Calls `handler` for every `event` the hub sends while the component is mounted (SPEC §7 hubs).
 * The latest handler is used, so it does not need to be memoized.
 */
export function useHubEvent(hub: HubName, event: string, handler: (...args: unknown[]) => void): void {
  const hubs = useContext(HubContext);
  if (!hubs) throw new Error('useHubEvent needs a HubProvider');
  const latest = useRef(handler);

  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    const connection = hubs.connection(hub);
    const listener = (...args: unknown[]) => latest.current(...args);
    connection.on(event, listener);
    return () => connection.off(event, listener);
  }, [hubs, hub, event]);
}
