import useSWR from 'swr';
import { swrFetcher, type ApiKey } from '../../api';

/** SPEC §3 "Notification": type 0 alert, 1 mail; routeData points to what it is about. */
export type AppNotification = {
  id: number;
  type: 0 | 1;
  message: string;
  seen: boolean;
  routeData: { routeName: string; id: number | string } | null;
};

/** SWR key of a user's notifications in an organization. */
export const notificationsKey = (userId: string, slug: string): ApiKey =>
  [`/Notifications/${encodeURIComponent(userId)}`, slug] as const;

/**
 * GET /api/Notifications/{userId}. A failed call (the endpoint may not exist yet) counts as no
 * notifications rather than an error, so the bell shows 0.
 */
export function useNotifications(userId: string, slug: string) {
  const { data } = useSWR(notificationsKey(userId, slug), swrFetcher<AppNotification[]>);
  const notifications = Array.isArray(data) ? data : [];
  return { notifications, unseen: notifications.filter((n) => !n.seen).length };
}
