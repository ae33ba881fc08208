import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AnonymousSubmittedHandler } from '../../processes';
import type { NotificationServices } from './deps';
import { insertNotifications } from './repo';
import { NOTIFICATIONS_UPDATED } from './service';
import { rowOfOrganization } from '../../db/organization-row';

/** The name of the questionnaire version an anonymous feedback was given on ('' when unknown). */
async function formNameOf(db: Kysely<Database>, organizationId: number, formId: number | null) {
  if (formId === null) return '';
  const row = await db
    .selectFrom('forms')
    .select('name')
    .where(rowOfOrganization(organizationId, formId))
    .executeTakeFirst();
  return row?.name ?? '';
}

/**
 * Tells the person who shared an anonymous feedback that it was submitted: an in-app notification leading to
 * what the questionnaire's anonymous answers say together (never to the one answer), written with the submit,
 * and after the commit their open screens reload the bell.
 */
export function anonymousSubmittedNotifier(services: NotificationServices): AnonymousSubmittedHandler {
  return async (trx, submission) => {
    const { organizationId, sharedById: userId, formId } = submission;
    const form = await formNameOf(trx, organizationId, submission.formId);
    await insertNotifications(trx, organizationId, [
      {
        userId,
        kind: 'anonymousSubmitted',
        params: { form },
        route: { name: 'anonymous-submissions', id: formId },
      },
    ]);
    return async () =>
      services.hubs.publish({
        hub: 'users',
        organizationId,
        target: NOTIFICATIONS_UPDATED,
        args: [{ userId }],
        to: { kind: 'user', userId },
      });
  };
}
