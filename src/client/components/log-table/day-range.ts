import dayjs from 'dayjs';

/** A filter by days: the first and the last day (either open), as the date fields give them. */
export type DayRange = { from: Date | null; to: Date | null };

/**
 * Pure. The days as a log API takes them: whole days in the browser's time zone, from the start of `from` to
 * the start of the day after `to` (so the last day counts in full); an open end is left out.
 */
export function dayRangeQuery({ from, to }: DayRange): { from?: string; to?: string } {
  return {
    ...(from ? { from: dayjs(from).startOf('day').toISOString() } : {}),
    ...(to ? { to: dayjs(to).startOf('day').add(1, 'day').toISOString() } : {}),
  };
}
