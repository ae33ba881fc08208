import type { LanguageKey } from '../../../engine/constants';
import { notificationText } from '../../../engine/notifications/notification-text';
import type { NotificationRow } from './tables';

/** Pure. A stored notification as the API answers it (SPEC §3 Notification, plus kind, params and time). */
export function presentNotification(row: NotificationRow, language: LanguageKey) {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    params: row.params,
    message: notificationText(row.kind, row.params, language),
    seen: row.seen,
    routeData: row.route_name ? { routeName: row.route_name, id: row.route_id } : null,
    createdAt: row.created_at.toISOString(),
  };
}
