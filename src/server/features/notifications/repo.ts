import type { Kysely } from 'kysely';
import { NOTIFICATION_TYPES, type NotificationKind } from '../../../engine/notifications/notification-text';
import type { Database } from '../../db/database';
import type { NotificationDraft } from './rules';
import './tables';

/** How many notifications the bell shows: the newest. */
const NOTIFICATION_LIST_LIMIT = 50;

/** Writes the drafts of one organization's event. */
export async function insertNotifications(
  db: Kysely<Database>,
  organizationId: number,
  drafts: readonly NotificationDraft<NotificationKind>[],
): Promise<void> {
  if (drafts.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      drafts.map((d) => ({
        organization_id: organizationId,
        user_id: d.userId,
        type: NOTIFICATION_TYPES.alert,
        kind: d.kind,
        params: JSON.stringify(d.params),
        route_name: d.route.name,
        route_id: d.route.id,
        process_id: d.processId ?? null,
      })),
    )
    .execute();
}

/** A user's newest notifications in an organization, newest first. */
export function listNotifications(db: Kysely<Database>, organizationId: number, userId: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
}

/** Marks one of the user's notifications as seen; false when the user has no such notification. */
export async function markSeen(
  db: Kysely<Database>,
  organizationId: number,
  userId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ seen: true })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The author of a feedback (approvals and vetoes tell them). */
export async function donorOf(db: Kysely<Database>, feedbackId: number): Promise<number | null> {
  const row = await db
    .selectFrom('feedbacks')
    .select('donor_id')
    .where('id', '=', feedbackId)
    .executeTakeFirst();
  return row?.donor_id ?? null;
}

/** A user's name as notifications show it. */
export async function displayName(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}` : '';
}
