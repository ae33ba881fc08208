import { PROCESS_TYPES } from '../constants';
import { addDays, civil, isWithin, parts, type CivilDate } from './civil-date';
import type { DateWindow } from './process-cycle';

/**
 * Who a development conference is for, and when it runs (SPEC §1):
 * PDC for sales department managers September-December, backoffice March-May, head-of level and above
 * November-December; EDC for sales experts January-March.
 */
export const CONFERENCE_AUDIENCES = {
  salesDepartmentManagers: { processType: PROCESS_TYPES.PDC, fromMonth: 9, toMonth: 12 },
  backoffice: { processType: PROCESS_TYPES.PDC, fromMonth: 3, toMonth: 5 },
  headOfAndAbove: { processType: PROCESS_TYPES.PDC, fromMonth: 11, toMonth: 12 },
  salesExperts: { processType: PROCESS_TYPES.EDC, fromMonth: 1, toMonth: 3 },
} as const;
export type ConferenceAudience = keyof typeof CONFERENCE_AUDIENCES;

/** Documents go out at least one week before the conference (SPEC §1). */
const DOCUMENTS_LEAD_DAYS = 7;

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Pure. The window of an audience in a calendar year, from the 1st of its first month to the end of its last. */
export function conferenceWindow(audience: ConferenceAudience, year: number): DateWindow {
  const { fromMonth, toMonth } = CONFERENCE_AUDIENCES[audience];
  return { start: civil(year, fromMonth, 1), end: civil(year, toMonth, lastDayOf(year, toMonth)) };
}

/** Pure. Whether a conference for the audience may be held on `date`. */
export function isInConferenceWindow(audience: ConferenceAudience, date: CivilDate): boolean {
  const window = conferenceWindow(audience, parts(date).year);
  return isWithin(date, window.start, window.end);
}

/** Pure. The audiences whose conference window contains `date` (e.g. for the PDC/EDC overview). */
export function audiencesOpenOn(date: CivilDate): ConferenceAudience[] {
  return (Object.keys(CONFERENCE_AUDIENCES) as ConferenceAudience[]).filter((a) =>
    isInConferenceWindow(a, date),
  );
}

/** Pure. The last day the documents may be sent for a conference on `conferenceDate`. */
export function documentsDueDate(conferenceDate: CivilDate): CivilDate {
  return addDays(conferenceDate, -DOCUMENTS_LEAD_DAYS);
}

/**
 * Pure. The state of the documents of a conference on `today`: 'sent' once sent in time, 'late' when sent
 * after the due date or not sent by then, 'due' otherwise (the reminder task is open).
 */
export function documentsState(
  conferenceDate: CivilDate,
  sentOn: CivilDate | null,
  today: CivilDate,
): 'sent' | 'late' | 'due' {
  const due = documentsDueDate(conferenceDate);
  if (sentOn) return sentOn <= due ? 'sent' : 'late';
  return today > due ? 'late' : 'due';
}

/**
 * Pure. The audience whose window a PDC/EDC talkround covers: the audience of the talkround's process type
 * whose window (in the talkround's start year) matches the talkround's start and end month; null when none
 * does (a talkround with dates of its own).
 */
export function audienceOfTalkround(
  processType: number,
  start: CivilDate,
  end: CivilDate,
): ConferenceAudience | null {
  const candidates = (Object.keys(CONFERENCE_AUDIENCES) as ConferenceAudience[]).filter(
    (a) => CONFERENCE_AUDIENCES[a].processType === processType,
  );
  const year = parts(start).year;
  return (
    candidates.find((a) => {
      const window = conferenceWindow(a, year);
      return window.start === start && window.end === end;
    }) ??
    candidates.find((a) => {
      const { fromMonth, toMonth } = CONFERENCE_AUDIENCES[a];
      return parts(start).month === fromMonth && parts(end).month === toMonth;
    }) ??
    null
  );
}
