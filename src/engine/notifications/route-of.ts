import type { RouteData } from './notification-text';

/** Pure. The app path a notification's routeData leads to, under the organization's slug; null for none. */
export function routeOf(slug: string, routeData: RouteData | null): string | null {
  if (!routeData) return null;
  const base = `/${slug}`;
  switch (routeData.routeName) {
    case 'feedback':
      return routeData.id === null ? `${base}/my-feedbacks` : `${base}/feedback/${routeData.id}`;
    case 'pdp':
      return routeData.id === null ? `${base}/pdp` : `${base}/pdp/${routeData.id}`;
    case 'anonymous-submissions':
      return routeData.id === null ? `${base}/admin/forms` : `${base}/admin/form/submissions/${routeData.id}`;
    case 'anonymous-submission':
      return `${base}/admin/forms`;
    case 'my-feedbacks':
    case 'processes':
    case 'dashboard':
    case 'promotions':
    case 'pdc-edc':
      return `${base}/${routeData.routeName}`;
    default:
      return null;
  }
}

/**
 * Pure. The app path of a link made now and followed later (an e-mail's): the app asks the server on arrival
 * where it leads the reader at that moment (GET /Links/process/{processId}), the feedback meant when they may
 * read it, else the first one they may.
 */
export function openProcessPath(slug: string, target: { processId: number; feedbackId?: number | null }) {
  const query = target.feedbackId ? `?feedback=${target.feedbackId}` : '';
  return `/${slug}/open/process/${target.processId}${query}`;
}
