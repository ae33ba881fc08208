import type { NotificationServices } from './deps';
import type { Kysely } from 'kysely';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import { notificationText, type NotificationKind } from '../../../engine/notifications/notification-text';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../errors';
import type { HubMessage } from '../../hubs/hub-message';
import { displayName, donorOf, insertNotifications, listNotifications, markSeen } from './repo';
import { notificationsFor, type ProcessEventFacts } from './rules';
import type { NotificationRow } from './tables';

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

/** A stored notification as the API answers it (SPEC §3 Notification, plus kind, params and time). */
function present(row: NotificationRow, language: LanguageKey) {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    params: row.params,
    message: notificationText(row.kind as NotificationKind, row.params, language),
    seen: row.seen,
    routeData: row.route_name ? { routeName: row.route_name, id: row.route_id } : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** GET /Notifications/{userId}: one's own notifications only (userId is the session's userId). */
export async function notificationsOf(deps: NotificationServices, principal: Principal, userId: string) {
  if (userId !== principal.subject) throw forbidden('You can read only your own notifications.');
  const rows = await listNotifications(deps.db, principal.organization.id, principal.user.id);
  const language = languageKeyOf(principal.user.language_key);
  return rows.map((row) => present(row, language));
}

/** PUT /Notifications/MarkAsRead/{id}: marks one's own notification as seen (404 for anyone else's). */
export async function markAsRead(
  deps: NotificationServices,
  principal: Principal,
  id: number,
): Promise<void> {
  const { organization, user } = principal;
  if (!(await markSeen(deps.db, organization.id, user.id, id)))
    throw notFound('There is no such notification.');
  await deps.hubs.publish(updated(organization.id, user.id));
}
