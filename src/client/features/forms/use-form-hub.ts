import { HubConnectionState } from '@microsoft/signalr';
import { useContext, useEffect } from 'react';
import type { FormCopiedEvent, FormDeletedEvent, FormSavedEvent } from '../../../engine/forms/builder';
import { HubContext } from '../../lib/hubs/hub-context';
import { useHubEvent } from '../../lib/hubs/use-hub-event';

const JOIN_CHECK_MS = 1000;

/**
 * Keeps the forms hub connection in `group` (JoinGroup) while mounted, joining again after every new
 * connection (a reconnect gets a new connection id and no groups), and leaves it on unmount.
 */
export function useFormsHubGroup(group: string | null): void {
  const hubs = useContext(HubContext);
  useEffect(() => {
    if (!hubs || !group) return;
    const connection = hubs.connection('forms');
    let joinedOn: string | null = null;
    const ensure = () => {
      if (connection.state !== HubConnectionState.Connected) return;
      if (connection.connectionId === joinedOn) return;
      joinedOn = connection.connectionId;
      connection.invoke('JoinGroup', group).catch(() => {
        joinedOn = null; // tried again on the next check
      });
    };
    ensure();
    const timer = setInterval(ensure, JOIN_CHECK_MS);
    return () => {
      clearInterval(timer);
      if (connection.state === HubConnectionState.Connected)
        void connection.invoke('LeaveGroup', group).catch(() => undefined);
    };
  }, [hubs, group]);
}

type Handlers = {
  onSaved?: (event: FormSavedEvent) => void;
  onDeleted?: (event: FormDeletedEvent) => void;
  onCopied?: (event: FormCopiedEvent) => void;
};

/** Joins `group` on the forms hub and calls the handlers for its events (SPEC §7 forms hub). */
export function useFormsHub(group: string | null, handlers: Handlers): void {
  useFormsHubGroup(group);
  useHubEvent('forms', 'FormSaved', (event) => handlers.onSaved?.(event as FormSavedEvent));
  useHubEvent('forms', 'FormDeleted', (event) => handlers.onDeleted?.(event as FormDeletedEvent));
  useHubEvent('forms', 'FormCopied', (event) => handlers.onCopied?.(event as FormCopiedEvent));
}
