import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { HubMessage } from '../../hubs/hub-message';
import type { NotificationServices } from './deps';
import { assertOwnNotifications } from './policy';
import { presentNotification } from './present';
import { displayName, donorOf, insertNotifications, listNotifications, markSeen } from './repo';
import { notificationsFor, type ProcessEventFacts } from './rules';
import type { NotificationIdParams, UserIdParams } from './schemas';

/** The users hub message that tells a user's open screens to reload their notifications. */
export const NOTIFICATIONS_UPDATED = 'NotificationsUpdated';

const updated = (organizationId: number, userId: number): HubMessage => ({
  hub: 'users',
  organizationId,
  target: NOTIFICATIONS_UPDATED,
  args: [{ userId }],
  to: { kind: 'user', userId },
});

/**
 * Writes the notifications of a committed process event (see rules.ts) and answers who got one. Used by the
 * app's subscriber below and by the demo seed, whose processes are made by the same services.
 */
export async function recordNotifications(db: Kysely<Database>, event: ProcessEventFacts): Promise<number[]> {
  const needsDonor = (event.kind === 'approved' || event.kind === 'vetoed') && event.feedbackId !== null;
  const donorId = needsDonor ? await donorOf(db, event.feedbackId as number) : null;
  const drafts = notificationsFor(event, donorId);
  if (drafts.length === 0) return [];
  const actor = event.actorId === null ? '' : await displayName(db, event.actorId);
  const withActor = drafts.map((d) => (actor ? { ...d, params: { ...d.params, actor } } : d));
  await insertNotifications(db, event.organizationId, withActor);
  return drafts.map((d) => d.userId);
}

/** Runs after the action's commit, as a subscriber of the process events: writes, then tells open screens. */
export async function notifyProcessEvent(
  deps: NotificationServices,
  event: ProcessEventFacts,
): Promise<void> {
  const told = await recordNotifications(deps.db, event);
  await Promise.all(told.map((userId) => deps.hubs.publish(updated(event.organizationId, userId))));
}

/**
 * GET /Notifications/{userId}: the actor's newest notifications. `userId` names whose they are and must be the
 * caller's sign-in subject (`callerSubject`), else 403: one reads only one's own.
 */
export async function notificationsOf(
  services: NotificationServices,
  actor: Actor,
  input: UserIdParams & { callerSubject: string },
) {
  assertOwnNotifications(input.userId, input.callerSubject);
  const rows = await listNotifications(services.db, actor.organizationId, actor.userId);
  return rows.map((row) => presentNotification(row, actor.locale));
}

/** PUT /Notifications/MarkAsRead/{id}: marks one's own notification as seen (404 for anyone else's). */
export async function markAsRead(
  services: NotificationServices,
  actor: Actor,
  params: NotificationIdParams,
): Promise<void> {
  if (!(await markSeen(services.db, actor.organizationId, actor.userId, params.id)))
    throw notFound('There is no such notification.');
  await services.hubs.publish(updated(actor.organizationId, actor.userId));
}
