import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { HubMessage } from '../../hubs/hub-message';
import type { NotificationServices } from './deps';
import { assertDistinctKinds, assertOwnNotifications } from './policy';
import { optedOutKinds, replaceOptOuts } from './repo-emails';
import { EMAIL_SETTING_KINDS } from '../../../engine/notifications/template-catalogue';
import { presentNotification } from './present';
import { displayName, donorOf, insertNotifications, listNotifications, markSeen } from './repo';
import { notificationsFor, type NotificationDraft, type ProcessEventFacts } from './rules';
import { queueEventMails } from './notification-emails';
import type { ProcessDomainEvent, ProcessTransactionHandler } from '../../processes';
import type {
  NotificationIdParams,
  NotificationSettingsBody,
  UserIdParams,
} from '../../../engine/api/notifications';

/** The users hub message that tells a user's open screens to reload their notifications. */
export const NOTIFICATIONS_UPDATED = 'NotificationsUpdated';

const updated = (organizationId: number, userId: number): HubMessage => ({
  hub: 'users',
  organizationId,
  target: NOTIFICATIONS_UPDATED,
  args: [{ userId }],
  to: { kind: 'user', userId },
});

/** The notifications an event causes (see rules.ts), each naming the person who acted. */
async function draftsOf(db: Kysely<Database>, event: ProcessEventFacts): Promise<NotificationDraft[]> {
  const needsDonor = (event.kind === 'approved' || event.kind === 'vetoed') && event.feedbackId !== null;
  const donorId = needsDonor ? await donorOf(db, event.feedbackId as number) : null;
  const drafts = notificationsFor(event, donorId);
  if (drafts.length === 0) return [];
  const actor = event.actorId === null ? '' : await displayName(db, event.actorId);
  // caused while a full administrator impersonated the actor: the notification says so (SPEC §6)
  const impersonator = event.impersonator?.name;
  return drafts.map((d) =>
    actor ? { ...d, params: { ...d.params, actor, ...(impersonator ? { impersonator } : {}) } } : d,
  );
}

/**
 * Writes the in-app notifications of a process event and answers who got one. The demo seed uses it after
 * each commit; the app writes them together with the e-mails inside the action (notificationSubscribers).
 */
export async function recordNotifications(db: Kysely<Database>, event: ProcessEventFacts): Promise<number[]> {
  const drafts = await draftsOf(db, event);
  await insertNotifications(db, event.organizationId, drafts);
  return drafts.map((d) => d.userId);
}

/**
 * The notifications' two subscribers of the process events. `inTransaction` runs inside the action's
 * transaction: the in-app notifications and the e-mails (in the outbox) commit with the action or not at all.
 * `afterCommit` then tells the told people's open screens and kicks the mail worker. Who was told travels from
 * one to the other keyed by the event object itself, which the core hands to both.
 */
export function notificationSubscribers(services: NotificationServices) {
  const told = new WeakMap<ProcessDomainEvent, { userIds: number[]; mails: number }>();
  const inTransaction: ProcessTransactionHandler = async (trx, events) => {
    for (const event of events) {
      const drafts = await draftsOf(trx, event);
      if (drafts.length === 0) continue;
      await insertNotifications(trx, event.organizationId, drafts);
      const mails = await queueEventMails(services, trx, event, drafts);
      told.set(event, { userIds: drafts.map((d) => d.userId), mails });
    }
  };
  const afterCommit = async (event: ProcessDomainEvent) => {
    const result = told.get(event);
    if (!result) return;
    await Promise.all(
      result.userIds.map((userId) => services.hubs.publish(updated(event.organizationId, userId))),
    );
    if (result.mails > 0) void services.mail.kick();
  };
  return { inTransaction, afterCommit };
}

/**
 * GET /Notifications/{userId}: the actor's newest notifications, each about a process leading to the first
 * feedback of it the actor may read now (ProcessApi.linksTo), or nowhere. `userId` names whose they are and must be the
 * caller's sign-in subject (`callerSubject`), else 403: one reads only one's own.
 */
export async function notificationsOf(
  services: NotificationServices,
  actor: Actor,
  input: UserIdParams & { callerSubject: string },
) {
  assertOwnNotifications(input.userId, input.callerSubject);
  const rows = await listNotifications(services.db, actor.organizationId, actor.userId);
  // a notification about a process leads where the reader may go now, not where they could when it was written
  const aboutProcess = rows.filter((row) => row.process_id !== null);
  const links = await services.processes.linksTo(
    actor,
    aboutProcess.map((row) => ({
      processId: row.process_id!,
      feedbackId: row.route_name === 'feedback' ? row.route_id : null,
    })),
  );
  const linkOf = new Map(aboutProcess.map((row, i) => [row.id, links[i]]));
  return rows.map((row) => presentNotification(row, actor.locale, linkOf.get(row.id)));
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

/** GET /Notifications/settings: the actor's e-mail switch for every kind. */
export async function emailSettingsOf(services: NotificationServices, actor: Actor) {
  const off = await optedOutKinds(services.db, actor.organizationId, actor.userId);
  return { kinds: EMAIL_SETTING_KINDS.map((kind) => ({ kind, email: !off.has(kind) })) };
}

/** PUT /Notifications/settings: changes the actor's switches for the kinds given; 400 for a kind given twice. */
export async function saveEmailSettings(
  services: NotificationServices,
  actor: Actor,
  body: NotificationSettingsBody,
) {
  assertDistinctKinds(body.kinds.map((k) => k.kind));
  const off = await optedOutKinds(services.db, actor.organizationId, actor.userId);
  for (const { kind, email } of body.kinds) {
    if (email) off.delete(kind);
    else off.add(kind);
  }
  await replaceOptOuts(services.db, actor.organizationId, actor.userId, [...off]);
  return emailSettingsOf(services, actor);
}
