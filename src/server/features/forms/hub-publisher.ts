import {
  FORMS_LIST_GROUP,
  formGroup,
  type FormCopiedEvent,
  type FormDeletedEvent,
  type FormSavedEvent,
} from '../../../engine/forms/builder';
import type { FormsServices } from './deps';

type Events = { FormSaved: FormSavedEvent; FormDeleted: FormDeletedEvent; FormCopied: FormCopiedEvent };

/**
 * Tells the forms hub (SPEC §7) after a commit: the list's group and the group of the questionnaire's open
 * builders. Ids only; clients fetch the data. A failed publish is logged: the change is stored, and screens
 * that miss it see it on their next load.
 */
export async function publishFormEvent<K extends keyof Events>(
  services: Pick<FormsServices, 'hubs' | 'log'>,
  organizationId: number,
  correlationId: string,
  target: K,
  event: Events[K],
): Promise<void> {
  const groups = [FORMS_LIST_GROUP, formGroup(correlationId)];
  try {
    await Promise.all(
      groups.map((group) =>
        services.hubs.publish({
          hub: 'forms',
          organizationId,
          target,
          args: [event],
          to: { kind: 'group', group },
        }),
      ),
    );
  } catch (err) {
    services.log.error({ err, organizationId, target }, 'forms hub event not published');
  }
}
