import useSWR from 'swr';
import { http, swrFetcher, type ApiKey } from '../../api';
import type {
  NotificationKind,
  NotificationParams,
  NotificationRoute,
} from '../../../engine/notifications/notification-text';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubResync } from '../../lib/hubs/use-hub-resync';

/** SPEC §3 "Notification": type 0 alert, 1 mail; routeData points to what it is about. */
export type AppNotification = {
  id: number;
  type: 0 | 1;
  kind: NotificationKind;
  params: NotificationParams;
  /** the text in the user's stored language (the bell draws it in the language of the moment from kind + params) */
  message: string;
  seen: boolean;
  routeData: { routeName: NotificationRoute; id: number | null } | null;
  createdAt: string;
};

/** SWR key of a user's notifications in an organization. */
export const notificationsKey = (userId: string, slug: string): ApiKey =>
  [`/Notifications/${encodeURIComponent(userId)}`, slug] as const;

/**
 * GET /api/Notifications/{userId}, reloaded when the users hub says NotificationsUpdated. A failed call counts
 * as no notifications, so the bell shows 0 rather than an error.
 */
export function useNotifications(userId: string, slug: string) {
  const { data, mutate } = useSWR(notificationsKey(userId, slug), swrFetcher<AppNotification[]>, {
    revalidateOnFocus: false,
  });
  useHubEvent('users', 'NotificationsUpdated', () => void mutate());
  useHubResync('users', () => void mutate());
  const notifications = Array.isArray(data) ? data : [];
  return { notifications, unseen: notifications.filter((n) => !n.seen).length, mutate };
}

/** PUT /api/Notifications/MarkAsRead/{id}. */
export async function markAsRead(slug: string, id: number): Promise<void> {
  await http.put(`/Notifications/MarkAsRead/${id}`, undefined, { organization: slug });
}
