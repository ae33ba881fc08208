import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { addDays, parts } from '../../../engine/calendar';
import type { LanguageKey } from '../../../engine/constants';
import type { DashboardDate } from '../../../engine/api/dashboard';
import { routeOf } from '../../../engine/notifications/route-of';

const KIND: Record<LanguageKey, Record<number, string>> = {
  'de-DE': {
    1: 'Gesprächstermin',
    2: 'Beginn der Gesprächsrunde',
    3: 'Ende der Gesprächsrunde',
    4: 'PDP-Review',
  },
  'en-US': { 1: 'Talk date', 2: 'Talkround starts', 3: 'Talkround ends', 4: 'PDP review' },
};
const CALENDAR_NAME: Record<LanguageKey, string> = { 'de-DE': 'Meine Termine', 'en-US': 'My dates' };

const dayArray = (day: string): DateArray => {
  const { year, month, day: d } = parts(day);
  return [year, month, d];
};
const utcArray = (instant: Date): DateArray => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

/** Pure. Where a date opens in the app: its link (ProcessApi.linksTo), else the dashboard. */
const linkOf = (date: DashboardDate, baseUrl: string, slug: string): string =>
  `${baseUrl}${routeOf(slug, date.link) ?? `/${slug}/dashboard`}`;

/**
 * Pure. The user's dates as an iCalendar feed: talks as one-hour events at their instant (UTC), talkround days
 * and PDP reviews as all-day events; each with a stable UID and a link into the app. Throws when the ics
 * library refuses the input.
 */
export function calendarFeed(
  dates: readonly DashboardDate[],
  options: { locale: LanguageKey; baseUrl: string; slug: string; host: string },
): string {
  const { locale } = options;
  const events: EventAttributes[] = dates.map((date) => {
    const title = date.title[locale] ?? date.title['de-DE'] ?? date.title['en-US'] ?? '';
    const person = date.recipient ? ` – ${date.recipient.firstName} ${date.recipient.lastName}` : '';
    const common = {
      title: `${KIND[locale][date.type]}: ${title}${person}`.trim(),
      uid: `${date.key.replace(/[^A-Za-z0-9:-]/g, '-')}@${options.host}`,
      url: linkOf(date, options.baseUrl, options.slug),
      calName: CALENDAR_NAME[locale],
      productId: 'dpt-feedback/dashboard',
    };
    if (date.allDay) return { ...common, start: dayArray(date.start), end: dayArray(addDays(date.start, 1)) };
    return {
      ...common,
      start: utcArray(new Date(date.start)),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { hours: 1 },
    };
  });
  if (events.length === 0) {
    // ics answers an error for no events; an empty calendar is still a valid feed
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:dpt-feedback/dashboard',
      `X-WR-CALNAME:${CALENDAR_NAME[locale]}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('The calendar feed could not be created.');
  return value;
}
