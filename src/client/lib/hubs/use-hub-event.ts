import { useContext, useEffect, useRef } from 'react';
import type { HubName } from '../../../engine/constants';
import type { HubPayload, HubTarget } from '../../../engine/hubs/contract';
import { HubContext } from './hub-context';

/**
 * Calls `handler` for every `target` message the hub sends while the component is mounted (SPEC §7 hubs), with
 * the payload the contract (src/engine/hubs/contract.ts) gives that message. The latest handler is used, so it
 * does not need to be memoized.
 */
export function useHubEvent<H extends HubName, T extends HubTarget<H>>(
  hub: H,
  target: T,
  handler: (payload: HubPayload<H, T>) => void,
): void {
  const hubs = useContext(HubContext);
  if (!hubs) throw new Error('useHubEvent needs a HubProvider');
  const latest = useRef(handler);

  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    const connection = hubs.connection(hub);
    const listener = (payload: HubPayload<H, T>) => latest.current(payload);
    connection.on(target, listener);
    return () => connection.off(target, listener);
  }, [hubs, hub, target]);
}
