import { useSWRConfig } from 'swr';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { sessionKey } from '../../lib/session/session-api';
import { useSession } from '../../lib/session/session-context';

/** Organization-wide hub events: changed workflow settings are part of the session, so it reloads. */
export function OrganizationEvents() {
  const { slug } = useSession();
  const { mutate } = useSWRConfig();
  useHubEvent('organization', 'WorkflowSettingsModified', () => void mutate(sessionKey(slug)));
  return null;
}
