import type { NotificationRoute } from './notification-text';

/** Pure. The app path a notification's routeData leads to, under the organization's slug; null for none. */
export function routeOf(
  slug: string,
  routeData: { routeName: NotificationRoute; id: number | null } | null,
): string | null {
  if (!routeData) return null;
  const base = `/${slug}`;
  switch (routeData.routeName) {
    case 'feedback':
      return routeData.id === null ? `${base}/my-feedbacks` : `${base}/feedback/${routeData.id}`;
    case 'pdp':
      return routeData.id === null ? `${base}/pdp` : `${base}/pdp/${routeData.id}`;
    case 'anonymous-submission':
      return routeData.id === null
        ? `${base}/admin/forms`
        : `${base}/admin/form/submissions/feedback/${routeData.id}`;
    case 'my-feedbacks':
    case 'processes':
    case 'dashboard':
      return `${base}/${routeData.routeName}`;
    default:
      return null;
  }
}
