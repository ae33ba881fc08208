import { isCivilDate, parts, wallClockIn, type WallClock } from '../calendar/civil-date';
import type { LanguageKey } from '../constants';

/**
 * Dates and times as the app shows them, on every screen alike: DD.MM.YYYY and HH:mm (24 h) in German,
 * MM/DD/YYYY and h:mm AM/PM in English, read on the wall clock of the organization's time zone, so that all
 * members of an organization see a talk on the same day and hour wherever their browser is. The numeric
 * formats are put together here rather than left to Intl, whose output (separators, the space before AM/PM)
 * changes between ICU versions; names of weekdays and months come from Intl.
 */

/** For whom and where: the reader's language and the organization's IANA time zone. */
export type DateContext = { locale: LanguageKey; timeZone: string };

/**
 * A value to show: a civil date `YYYY-MM-DD` (a calendar day without a zone, shown as that day everywhere), or an
 * instant (ISO date-time text, a Date or milliseconds since the epoch), shown on the context zone's wall clock.
 */
export type DateValue = string | Date | number;

/** `seconds`: the time with seconds (logs, audits). */
export type ClockOptions = { seconds?: boolean };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const civilOf = (value: DateValue): string | null =>
  typeof value === 'string' && isCivilDate(value) ? value : null;

/** The wall clock of a value in `timeZone` (a civil date reads midnight); null for what names no time. */
function clockOf(value: DateValue, timeZone: string): WallClock | null {
  const civil = civilOf(value);
  if (civil !== null) return { ...parts(civil), hour: 0, minute: 0, second: 0 };
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : wallClockIn(instant, timeZone);
}

/** What is shown for a value that names no time: text as it is, nothing otherwise. */
const unreadable = (value: DateValue): string => (typeof value === 'string' ? value : '');

const dayText = ({ year, month, day }: WallClock, locale: LanguageKey): string =>
  locale === 'de-DE'
    ? `${pad(day)}.${pad(month)}.${pad(year, 4)}`
    : `${pad(month)}/${pad(day)}/${pad(year, 4)}`;

function timeText(
  { hour, minute, second }: WallClock,
  locale: LanguageKey,
  { seconds }: ClockOptions,
): string {
  const tail = seconds ? `:${pad(second)}` : '';
  if (locale === 'de-DE') return `${pad(hour)}:${pad(minute)}${tail}`;
  return `${hour % 12 || 12}:${pad(minute)}${tail} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Pure. The day: 07.01.2026 in German, 01/07/2026 in English. Text that names no time is returned as it is. */
export function formatDate(value: DateValue, context: DateContext): string {
  const clock = clockOf(value, context.timeZone);
  return clock ? dayText(clock, context.locale) : unreadable(value);
}

/** Pure. The time of day: 14:30 in German, 2:30 PM in English (with `seconds`: 14:30:05, 2:30:05 PM). */
export function formatTime(value: DateValue, context: DateContext, options: ClockOptions = {}): string {
  const clock = clockOf(value, context.timeZone);
  return clock ? timeText(clock, context.locale, options) : unreadable(value);
}

/** Pure. Day and time: 07.01.2026 14:30 in German, 01/07/2026 2:30 PM in English. */
export function formatDateTime(value: DateValue, context: DateContext, options: ClockOptions = {}): string {
  const clock = clockOf(value, context.timeZone);
  return clock
    ? `${dayText(clock, context.locale)} ${timeText(clock, context.locale, options)}`
    : unreadable(value);
}

const NAMED = {
  weekday: { weekday: 'long' },
  shortWeekday: { weekday: 'short' },
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// one formatter per language, zone and kind, kept: making one costs far more than using it
const namedFormats = new Map<string, Intl.DateTimeFormat>();

function named(kind: keyof typeof NAMED, value: DateValue, context: DateContext): string {
  const civil = civilOf(value);
  // a civil date is the same day in every zone: read it at midnight UTC, in UTC
  const instant =
    civil !== null ? new Date(`${civil}T00:00:00Z`) : value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return unreadable(value);
  const timeZone = civil !== null ? 'UTC' : context.timeZone;
  const key = `${kind} ${context.locale} ${timeZone}`;
  let format = namedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(context.locale, { ...NAMED[kind], timeZone });
    namedFormats.set(key, format);
  }
  return format.format(instant);
}

/** Pure. The weekday's name: Mittwoch / Wednesday (`short`: Mi. / Wed). */
export const formatWeekday = (value: DateValue, context: DateContext, width: 'long' | 'short' = 'long') =>
  named(width === 'long' ? 'weekday' : 'shortWeekday', value, context);

/** Pure. The day written out, for screen readers and headings: Mittwoch, 7. Januar 2026 / Wednesday, January 7, 2026. */
export const formatLongDate = (value: DateValue, context: DateContext) => named('longDate', value, context);

/** The formats of one context, bound: what screens use (see useDateFormat on the client). */
export type DateFormat = DateContext & {
  date: (value: DateValue) => string;
  time: (value: DateValue, options?: ClockOptions) => string;
  dateTime: (value: DateValue, options?: ClockOptions) => string;
  weekday: (value: DateValue, width?: 'long' | 'short') => string;
  longDate: (value: DateValue) => string;
};

/** Pure. Every format of this module bound to one language and time zone. */
export function dateFormatFor(context: DateContext): DateFormat {
  return {
    ...context,
    date: (value) => formatDate(value, context),
    time: (value, options) => formatTime(value, context, options),
    dateTime: (value, options) => formatDateTime(value, context, options),
    weekday: (value, width) => formatWeekday(value, context, width),
    longDate: (value) => formatLongDate(value, context),
  };
}
