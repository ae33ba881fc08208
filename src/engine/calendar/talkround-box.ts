import { PROCESS_TYPES } from '../constants';
import { addDays, civil, isWithin, parts, type CivilDate } from './civil-date';
import {
  CONFERENCE_AUDIENCES,
  conferenceWindow,
  documentsDueDate,
  type ConferenceAudience,
} from './conference-windows';
import { cycleStartingIn, processCycleFor, type DateWindow } from './process-cycle';
import { PROMOTION_DATES, nominationOpens } from './promotion-dates';

/** Pure. Whole days from `from` to `to` (negative when `to` lies before). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  const utc = (d: CivilDate) => {
    const { year, month, day } = parts(d);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** A talkround of the organization as the box shows it (the user's, from GET /Dashboard/GetDates). */
export type TalkroundDates = {
  id: number;
  name: string;
  processType: number;
  start: CivilDate;
  end: CivilDate;
};

/** One line of the talkround box: a time window running now ('current') or the next one ('next'). */
export type TalkroundWindow = {
  key: string;
  kind: 'cycle' | 'conference' | 'promotion' | 'talkround';
  processTypes: number[];
  audience: ConferenceAudience | null;
  /** the talkround's name (kind 'talkround') */
  name: string | null;
  start: CivilDate;
  end: CivilDate;
  /** the day a promotion takes effect (kind 'promotion'), one day after its nomination window ends */
  effective: CivilDate | null;
  state: 'current' | 'next';
  /** current: days until the window ends (0 on its last day); next: days until it starts */
  days: number;
};

/** The PDC/EDC one-week rule for the user's next conference: send the documents by `dueDate`. */
export type DocumentsRule = {
  processType: number;
  conferenceDate: CivilDate;
  dueDate: CivilDate;
  /** days until the due date; negative once it passed */
  days: number;
};

const windowLine = (
  key: string,
  kind: TalkroundWindow['kind'],
  window: DateWindow,
  today: CivilDate,
  extra: Partial<TalkroundWindow> & { processTypes: number[] },
): TalkroundWindow => {
  const current = isWithin(today, window.start, window.end);
  return {
    key,
    kind,
    audience: null,
    name: null,
    effective: null,
    ...extra,
    start: window.start,
    end: window.end,
    state: current ? 'current' : 'next',
    days: current ? daysBetween(today, window.end) : daysBetween(today, window.start),
  };
};

/** Pure. The MAFEG/EHG/PDP cycle running on `today` (if any) and the next one (SPEC §1: July to mid June). */
export function cycleWindows(today: CivilDate): TalkroundWindow[] {
  const types = [PROCESS_TYPES.MAFEG, PROCESS_TYPES.EHG, PROCESS_TYPES.PDP];
  const running = processCycleFor(today);
  const next = cycleStartingIn(parts(running.start).year + 1);
  const lines = isWithin(today, running.start, running.end) ? [running, next] : [running];
  return lines.map((w) =>
    windowLine(`cycle:${parts(w.start).year}`, 'cycle', w, today, { processTypes: types }),
  );
}

/** Pure. For each audience: its conference window running on `today`, or else its next one. */
export function conferenceWindows(
  today: CivilDate,
  audiences: readonly ConferenceAudience[],
): TalkroundWindow[] {
  const { year } = parts(today);
  return audiences.map((audience) => {
    const thisYear = conferenceWindow(audience, year);
    const window = today > thisYear.end ? conferenceWindow(audience, year + 1) : thisYear;
    return windowLine(`conference:${audience}:${parts(window.start).year}`, 'conference', window, today, {
      processTypes: [CONFERENCE_AUDIENCES[audience].processType],
      audience,
    });
  });
}

/**
 * Pure. The promotion nominations: the round whose nomination is open on `today` (from end of January for 1
 * April, from mid July for 1 October) and the next round.
 */
export function promotionWindows(today: CivilDate): TalkroundWindow[] {
  const { year } = parts(today);
  const rounds = [year, year + 1].flatMap((y) => PROMOTION_DATES.map((d) => civil(y, d.month, 1)));
  const lines: TalkroundWindow[] = [];
  for (const effective of rounds) {
    if (effective <= today) continue;
    const window = { start: nominationOpens(effective)!, end: addDays(effective, -1) };
    lines.push(
      windowLine(`promotion:${effective}`, 'promotion', window, today, {
        processTypes: [PROCESS_TYPES.PROMOTION],
        effective,
      }),
    );
    if (lines.length === 2 || lines[0].state === 'next') break;
  }
  return lines;
}

/** Pure. The user's talkrounds running on `today` and, per process type, the next one to start. */
export function talkroundLines(today: CivilDate, talkrounds: readonly TalkroundDates[]): TalkroundWindow[] {
  const current = talkrounds.filter((r) => isWithin(today, r.start, r.end));
  const nextByType = new Map<number, TalkroundDates>();
  for (const r of talkrounds)
    if (r.start > today) {
      const known = nextByType.get(r.processType);
      if (!known || r.start < known.start || (r.start === known.start && r.id < known.id))
        nextByType.set(r.processType, r);
    }
  return [...current, ...nextByType.values()]
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
    .map((r) =>
      windowLine(`talkround:${r.id}`, 'talkround', r, today, { processTypes: [r.processType], name: r.name }),
    );
}

/**
 * Pure. The one-week rule (SPEC §1) for the earliest PDC/EDC conference on or after `today` among the given
 * conference dates; null when there is none.
 */
export function nextDocumentsRule(
  today: CivilDate,
  conferences: readonly { processType: number; date: CivilDate }[],
): DocumentsRule | null {
  const next = conferences
    .filter((c) => c.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.processType - b.processType)[0];
  if (!next) return null;
  const dueDate = documentsDueDate(next.date);
  return {
    processType: next.processType,
    conferenceDate: next.date,
    dueDate,
    days: daysBetween(today, dueDate),
  };
}

/** Pure. The audiences a user's PDC/EDC talkrounds are for, or every audience for readers of all processes. */
export function audiencesOf(
  talkroundAudiences: readonly (ConferenceAudience | null)[],
  readsAll: boolean,
): ConferenceAudience[] {
  if (readsAll) return Object.keys(CONFERENCE_AUDIENCES) as ConferenceAudience[];
  return [...new Set(talkroundAudiences.filter((a): a is ConferenceAudience => a !== null))];
}
