import { civil, isWithin, parts, type CivilDate } from './civil-date';

/** MAFEG, EHG and PDP run from 1 July to mid June (SPEC §1); 16-30 June lie between two cycles. */
const CYCLE_START = { month: 7, day: 1 } as const;
const CYCLE_END = { month: 6, day: 15 } as const;

export type DateWindow = { start: CivilDate; end: CivilDate };

/** Pure. The cycle that starts on 1 July of `startYear` and ends on 15 June of the next year. */
export function cycleStartingIn(startYear: number): DateWindow {
  return {
    start: civil(startYear, CYCLE_START.month, CYCLE_START.day),
    end: civil(startYear + 1, CYCLE_END.month, CYCLE_END.day),
  };
}

/**
 * Pure. The MAFEG/EHG/PDP cycle a date belongs to: the running one, or (16-30 June) the one about to start,
 * so that planning at the end of June already sees the next talkround.
 */
export function processCycleFor(date: CivilDate): DateWindow {
  const { year, month } = parts(date);
  return cycleStartingIn(
    month >= CYCLE_START.month || date > civil(year, CYCLE_END.month, CYCLE_END.day) ? year : year - 1,
  );
}

/** Pure. Whether feedback talks of a cycle may take place on `date` (inside 1 July - 15 June). */
export function isInProcessCycle(date: CivilDate): boolean {
  const cycle = processCycleFor(date);
  return isWithin(date, cycle.start, cycle.end);
}

/**
 * Pure. The cycle an instant belongs to by its UTC month, as a new process records it (and its default
 * title): 1 July to 15 June of the next year; unlike processCycleFor, 16-30 June count to the ending cycle.
 */
export function cycleOf(day: Date): { start: string; end: string; label: string } {
  const year = day.getUTCMonth() >= 6 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return { start: `${year}-07-01`, end: `${year + 1}-06-15`, label: `${year}/${String(year + 1).slice(2)}` };
}
