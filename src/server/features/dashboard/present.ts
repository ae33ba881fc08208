import { civilDateIn } from '../../../engine/calendar';
import type { Localized } from '../../../engine/constants';
import { DASHBOARD_DATE_TYPES, type DashboardDateType } from '../../../engine/dashboard/dashboard-dates';
import type { DashboardDate, ProcessCounts } from '../../../engine/api/dashboard';
import type { DashboardGroup } from '../../../engine/constants';
import type { RouteData } from '../../../engine/notifications/notification-text';
import type { DateRow } from './repo-dates';

const KEYS: Record<DashboardDateType, string> = {
  1: 'talk',
  2: 'talkround-start',
  3: 'talkround-end',
  4: 'review',
};

/**
 * Pure. A row of listDates as a calendar date: talks at their instant; talkround days as they are; PDP reviews
 * on their calendar day in the organization's time zone. Rows outside [from, to] (by that day) are dropped.
 * `link` is where the date leads the user now (ProcessApi.linksTo).
 */
export function presentDate(
  row: DateRow,
  link: RouteData | null,
  timeZone: string,
  from: string,
  to: string,
): DashboardDate | null {
  const type = row.type as DashboardDateType;
  const talk = type === DASHBOARD_DATE_TYPES.talk;
  const day = row.day ?? civilDateIn(row.at!, timeZone);
  if (day < from || day > to) return null;
  const id = type === DASHBOARD_DATE_TYPES.talk ? row.process_id : (row.talkround_id ?? row.process_id);
  const suffix =
    type === DASHBOARD_DATE_TYPES.pdpReview ? `${row.process_id}:${row.at!.toISOString()}` : `${id}`;
  return {
    key: `${KEYS[type]}:${suffix}`,
    type,
    start: talk ? row.at!.toISOString() : day,
    allDay: !talk,
    processId: row.process_id,
    processType: row.process_type,
    feedbackId: link?.routeName === 'feedback' ? link.id : null,
    talkroundId: row.talkround_id,
    title: row.name !== null ? { 'de-DE': row.name, 'en-US': row.name } : ((row.title ?? {}) as Localized),
    recipient:
      row.recipient_id === null
        ? null
        : {
            id: row.recipient_id,
            firstName: row.first_name ?? '',
            lastName: row.last_name ?? '',
            shorthand: row.shorthand ?? '',
          },
    link,
  };
}

/** Pure. The counts of countProcessesByGroup as the widget's answer. */
export function presentCounts(
  rows: readonly { process_type: number; status_id: number; grp: number; count: number }[],
  scope: ProcessCounts['scope'],
): ProcessCounts {
  return {
    scope,
    counts: rows.map((r) => ({
      processType: r.process_type,
      statusId: r.status_id,
      group: r.grp as DashboardGroup,
      count: r.count,
    })),
  };
}
