import { createEvent, type DateArray } from 'ics';
import { isTimeZone, wallClockIn } from '../../engine/calendar';
import { FEEDBACK_TYPES } from '../../engine/constants';
import { accessForRoles, localize } from '../../engine/workflows';
import { HttpError, badRequest } from '../errors';
import type { FeedbackServices } from './action-scope';
import { processAsSeenBy } from './feedback-view';
import { noFeedbackAccess, type Actor } from './policy';
import { loadPeople } from './present';

/** Pure. The wall-clock time of an instant in a time zone, as an ics date array. */
export function wallClock(instant: Date, timeZone: string): DateArray {
  const { year, month, day, hour, minute } = wallClockIn(instant, timeZone);
  return [year, month, day, hour, minute];
}

/** How long the exported talk takes in the calendar. */
const TALK_DURATION = { hours: 1 };

/**
 * Pure. An iCalendar file with one one-hour event at the wall-clock time of `start` in `timeZone` (floating
 * time, with X-WR-TIMEZONE naming the zone, so calendars show the time the browser showed). Throws when the
 * ics library refuses the input.
 */
export function calendarFile(input: { start: Date; timeZone: string; title: string; uid: string }): string {
  const { error, value } = createEvent({
    start: wallClock(input.start, input.timeZone),
    startInputType: 'local',
    startOutputType: 'local',
    duration: TALK_DURATION,
    title: input.title,
    uid: input.uid,
    productId: 'dpt-feedback',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be created.');
  return value.replace(/\r\nBEGIN:VEVENT/, `\r\nX-WR-TIMEZONE:${input.timeZone}\r\nBEGIN:VEVENT`);
}

/**
 * The talk date of a process as an iCalendar file (GET /Feedbacks/ExportTalkDate): a one-hour event at the
 * talk date's wall-clock time in the browser's time zone (floating time, with X-WR-TIMEZONE naming the zone).
 * 400 UNKNOWN_TIME_ZONE, 404 for another organization's process or when no talk date is set, 403 without read
 * access to the talk date.
 */
export async function exportTalkDate(
  services: FeedbackServices,
  actor: Actor,
  processId: number,
  timeZone: string,
) {
  if (!isTimeZone(timeZone))
    throw badRequest('UNKNOWN_TIME_ZONE', `"${timeZone}" is not a known time zone.`, [
      { path: '/querystring/timeZone', message: 'is not a known IANA time zone' },
    ]);
  const { process, compiled, roles } = await processAsSeenBy(services, actor, processId);
  if (!accessForRoles(compiled, process.status_id, roles, FEEDBACK_TYPES.talkDate).read)
    throw noFeedbackAccess();
  if (!process.talk_date) throw new HttpError(404, 'TALK_DATE_NOT_SET', 'The process has no talk date yet.');
  const people = await loadPeople(services.db, actor.organizationId, [process.recipient_id]);
  const recipient = people.get(process.recipient_id);
  const title = localize(process.title, actor.locale, compiled.settings.name[actor.locale] ?? '');
  const body = calendarFile({
    start: process.talk_date,
    timeZone,
    title: recipient ? `${title}: ${recipient.firstName} ${recipient.lastName}` : title,
    uid: `process-${process.id}-talk-date@dpt`,
  });
  return { fileName: `talk-date-${process.id}.ics`, body };
}
