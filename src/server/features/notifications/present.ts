import type { LanguageKey } from '../../../engine/constants';
import { notificationText, type RouteData } from '../../../engine/notifications/notification-text';
import type { NotificationRow } from './tables';

/**
 * Pure. A stored notification as the API answers it (SPEC §3 Notification, plus kind, params and time). `link`
 * is where it leads now when a process decides it (undefined: the stored route).
 */
export function presentNotification(row: NotificationRow, language: LanguageKey, link?: RouteData | null) {
  const stored = row.route_name ? { routeName: row.route_name, id: row.route_id } : null;
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    params: row.params,
    message: notificationText(row.kind, row.params, language),
    seen: row.seen,
    routeData: link === undefined ? stored : link,
    createdAt: row.created_at.toISOString(),
  };
}
