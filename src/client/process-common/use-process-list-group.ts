import type { HubName } from '../../engine/constants';
import { PROCESS_LIST_GROUP } from '../../engine/hubs/contract';
import { useHubGroup } from '../lib/hubs/use-hub-group';
import { useSession } from '../lib/session/session-context';
import { readsAllProcesses } from './workflows';

/**
 * For list screens: joins PROCESS_LIST_GROUP on `hub` while mounted, so that the list also hears of processes
 * the user takes no part in. Only readers of every process may join (the server refuses anyone else), so for
 * others it does nothing: participants hear of their own processes anyway.
 */
export function useProcessListGroup(hub: HubName): void {
  const { session } = useSession();
  useHubGroup(hub, readsAllProcesses(session.userRoles) ? PROCESS_LIST_GROUP : null);
}
