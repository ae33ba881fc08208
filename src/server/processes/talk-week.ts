import { civilDateIn, parts } from '../../engine/calendar';
import type { ProcessView } from './present';

/** Pure. The ISO 8601 week ("2025-W07") of an instant, counted in `timeZone` (the organization's). */
export function isoWeekOf(instant: Date, timeZone: string): { year: number; week: number } {
  const { year, month, day: dayOfMonth } = parts(civilDateIn(instant, timeZone));
  const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides the year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return { year: day.getUTCFullYear(), week: Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

/**
 * Pure. The kw filter of the process overview: "2025-W07" matches talk dates in that ISO week, "7" (or "07")
 * talk dates in week 7 of any year (weeks counted in the organization's `timeZone`); any other text matches the
 * recipient's name or shorthand or the title.
 */
export function matchesKeyword(item: ProcessView, keyword: string, timeZone: string): boolean {
  const kw = keyword.trim();
  const exact = /^(\d{4})-?W(\d{1,2})$/i.exec(kw);
  const weekOnly = /^\d{1,2}$/.exec(kw);
  if (exact || weekOnly) {
    if (!item.talkDate) return false;
    const { year, week } = isoWeekOf(new Date(item.talkDate), timeZone);
    return exact ? year === Number(exact[1]) && week === Number(exact[2]) : week === Number(kw);
  }
  const needle = kw.toLowerCase();
  const haystack = [
    item.recipient?.firstName,
    item.recipient?.lastName,
    item.recipient ? `${item.recipient.firstName} ${item.recipient.lastName}` : undefined,
    item.recipient?.shorthand,
    ...Object.values(item.title),
  ];
  return haystack.some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
}
