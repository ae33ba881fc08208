import type { FormCopiedEvent, FormDeletedEvent, FormSavedEvent } from '../../../engine/forms/builder';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubGroup } from '../../lib/hubs/use-hub-group';

type Handlers = {
  onSaved?: (event: FormSavedEvent) => void;
  onDeleted?: (event: FormDeletedEvent) => void;
  onCopied?: (event: FormCopiedEvent) => void;
};

/** Joins `group` on the forms hub and calls the handlers for its events (SPEC §7 forms hub). */
export function useFormsHub(group: string | null, handlers: Handlers): void {
  useHubGroup('forms', group);
  useHubEvent('forms', 'FormSaved', (event) => handlers.onSaved?.(event));
  useHubEvent('forms', 'FormDeleted', (event) => handlers.onDeleted?.(event));
  useHubEvent('forms', 'FormCopied', (event) => handlers.onCopied?.(event));
}
