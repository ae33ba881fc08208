import useSWR from 'swr';
import { http, swrFetcher, type ApiKey } from '../../api';
import type { NotificationList } from '../../../engine/api/notifications';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubResync } from '../../lib/hubs/use-hub-resync';

/** SWR key of a user's notifications in an organization. */
const notificationsKey = (userId: string, slug: string): ApiKey =>
  [`/Notifications/${encodeURIComponent(userId)}`, slug] as const;

/**
 * GET /api/Notifications/{userId}, reloaded when the users hub says NotificationsUpdated. A failed call counts
 * as no notifications, so the bell shows 0 rather than an error.
 */
export function useNotifications(userId: string, slug: string) {
  const { data, mutate } = useSWR(notificationsKey(userId, slug), swrFetcher<NotificationList>, {
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
