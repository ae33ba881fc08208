import dayjs from 'dayjs';
import { isCivilDate } from '../../engine/calendar/civil-date';
import { formatDate, type DateContext } from '../../engine/format/dates';

/**
 * A date field reads and shows DD.MM.YYYY in both languages, matching its hint TT.MM.JJJJ / DD.MM.YYYY (SPEC §5),
 * so that a printed answer reads as it was typed. Answers are civil dates: no zone moves them.
 */
const FIELD_DATES: DateContext = { locale: 'de-DE', timeZone: 'UTC' };
/** The same pattern in PrimeReact Calendar notation. */
export const CALENDAR_DATE_FORMAT = 'dd.mm.yy';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Pure. An ISO date (YYYY-MM-DD) as a local Date at midnight, so no time zone shifts the day; null otherwise. */
export function isoToDate(iso: string | undefined): Date | null {
  const match = iso === undefined ? null : ISO_DATE.exec(iso);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Pure. A local Date as the ISO date stored in answers. */
export function dateToIso(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

/** Pure. An ISO date for reading (DD.MM.YYYY); other text is shown as it is. */
export function formatIsoDate(iso: string | undefined): string {
  return iso !== undefined && isCivilDate(iso) ? formatDate(iso, FIELD_DATES) : (iso ?? '');
}

const DISPLAY_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * Pure. Typed text of a date field: '' (or blanks) -> undefined (cleared); D.M.YYYY / DD.MM.YYYY naming a real
 * day -> its ISO date; anything else (half typed, 31.02.) -> null, which changes nothing.
 */
export function parseDisplayDate(text: string): string | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = DISPLAY_DATE.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return dateToIso(date);
}
