import type { DashboardDate } from '../../../engine/api/dashboard';
import { DASHBOARD_DATE_TYPES } from '../../../engine/dashboard/dashboard-dates';
import type { LanguageKey } from '../../../engine/constants';
import { routeOf } from '../../../engine/notifications/route-of';
import type { Translate } from '../../lib/i18n/translate';

/** Pure. Where a date opens: the link the server answered (what the user may open now), else nowhere. */
export const dateLink = (date: DashboardDate, slug: string): string | null => routeOf(slug, date.link);

/** Pure. The text of a date in the calendar, e.g. "Talk: MAFEG 2026 – Emil Employee". */
export function dateTitle(date: DashboardDate, t: Translate, locale: LanguageKey): string {
  const title = date.title[locale] ?? date.title['de-DE'] ?? date.title['en-US'] ?? '';
  const person = date.recipient ? ` – ${date.recipient.firstName} ${date.recipient.lastName}` : '';
  return t(`dashboardCalendar.types.${date.type}`, { title }) + person;
}

/** The CSS class of each kind of date (colours from the organization's theme). */
export const DATE_CLASS: Record<number, string> = {
  [DASHBOARD_DATE_TYPES.talk]: 'dpt-cal-talk',
  [DASHBOARD_DATE_TYPES.talkroundStart]: 'dpt-cal-round',
  [DASHBOARD_DATE_TYPES.talkroundEnd]: 'dpt-cal-round',
  [DASHBOARD_DATE_TYPES.pdpReview]: 'dpt-cal-review',
};
