import { describe, expect, it } from 'vitest';
import {
  dateFormatFor,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  formatWeekday,
  type DateContext,
} from './dates';

const berlin = (locale: DateContext['locale']): DateContext => ({ locale, timeZone: 'Europe/Berlin' });
const newYork = (locale: DateContext['locale']): DateContext => ({ locale, timeZone: 'America/New_York' });

describe('formatDate, formatTime and formatDateTime', () => {
  it('are DD.MM.YYYY and 24 h in German, MM/DD/YYYY and 12 h in English', () => {
    const instant = '2026-03-12T13:30:00.000Z'; // 14:30 in Berlin (CET)
    expect(formatDate(instant, berlin('de-DE'))).toBe('12.03.2026');
    expect(formatDate(instant, berlin('en-US'))).toBe('03/12/2026');
    expect(formatTime(instant, berlin('de-DE'))).toBe('14:30');
    expect(formatTime(instant, berlin('en-US'))).toBe('2:30 PM');
    expect(formatDateTime(instant, berlin('de-DE'))).toBe('12.03.2026 14:30');
    expect(formatDateTime(instant, berlin('en-US'))).toBe('03/12/2026 2:30 PM');
  });

  it('show seconds when asked', () => {
    const instant = '2026-03-12T08:04:05.000Z';
    expect(formatDateTime(instant, berlin('de-DE'), { seconds: true })).toBe('12.03.2026 09:04:05');
    expect(formatDateTime(instant, berlin('en-US'), { seconds: true })).toBe('03/12/2026 9:04:05 AM');
    expect(formatTime(instant, berlin('en-US'), { seconds: true })).toBe('9:04:05 AM');
  });

  it('write midnight and noon as 12 AM and 12 PM in English', () => {
    expect(formatTime('2026-03-12T23:05:00Z', berlin('en-US'))).toBe('12:05 AM');
    expect(formatTime('2026-03-12T23:05:00Z', berlin('de-DE'))).toBe('00:05');
    expect(formatTime('2026-03-12T11:00:00Z', berlin('en-US'))).toBe('12:00 PM');
  });

  it("read an instant on the organization's clock: UTC midnight is another day in New York", () => {
    const midnight = '2026-01-08T00:00:00.000Z';
    expect(formatDateTime(midnight, berlin('de-DE'))).toBe('08.01.2026 01:00');
    expect(formatDateTime(midnight, newYork('en-US'))).toBe('01/07/2026 7:00 PM');
    expect(formatDate(midnight, { locale: 'de-DE', timeZone: 'UTC' })).toBe('08.01.2026');
  });

  it('follow summer time in and out (Berlin, 29 March and 25 October 2026)', () => {
    // 02:00 CET is skipped: one minute before the change reads 01:59, the change itself 03:00
    expect(formatTime('2026-03-29T00:59:00Z', berlin('de-DE'))).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00Z', berlin('de-DE'))).toBe('03:00');
    // 02:30 comes twice in autumn: first in summer time (UTC+2), then in winter time (UTC+1)
    expect(formatDateTime('2026-10-25T00:30:00Z', berlin('de-DE'))).toBe('25.10.2026 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z', berlin('de-DE'))).toBe('25.10.2026 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z', newYork('en-US'))).toBe('10/24/2026 9:30 PM');
  });

  it('show a civil date as that day in every zone', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Europe/Berlin', 'Pacific/Pago_Pago']) {
      expect(formatDate('2026-01-07', { locale: 'de-DE', timeZone })).toBe('07.01.2026');
      expect(formatDate('2026-01-07', { locale: 'en-US', timeZone })).toBe('01/07/2026');
    }
  });

  it('take Dates and epoch milliseconds as instants', () => {
    const instant = new Date('2026-06-15T22:15:00Z'); // 00:15 on 16 June in Berlin (CEST)
    expect(formatDateTime(instant, berlin('de-DE'))).toBe('16.06.2026 00:15');
    expect(formatDateTime(instant.getTime(), berlin('en-US'))).toBe('06/16/2026 12:15 AM');
  });

  it('return text that names no time as it is, and nothing for an invalid Date', () => {
    expect(formatDate('soon', berlin('de-DE'))).toBe('soon');
    expect(formatDateTime('', berlin('de-DE'))).toBe('');
    expect(formatTime(new Date(Number.NaN), berlin('en-US'))).toBe('');
  });
});

describe('formatWeekday and formatLongDate', () => {
  it("name the day of an instant in the organization's zone", () => {
    const instant = '2026-01-07T23:30:00Z'; // Thursday 00:30 in Berlin, Wednesday 18:30 in New York
    expect(formatWeekday(instant, berlin('de-DE'))).toBe('Donnerstag');
    expect(formatWeekday(instant, newYork('en-US'))).toBe('Wednesday');
    expect(formatWeekday(instant, berlin('en-US'), 'short')).toBe('Thu');
    expect(formatLongDate(instant, berlin('de-DE'))).toBe('Donnerstag, 8. Januar 2026');
    expect(formatLongDate(instant, newYork('en-US'))).toBe('Wednesday, January 7, 2026');
  });

  it('name the day of a civil date in every zone alike', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(formatWeekday('2026-01-07', { locale: 'en-US', timeZone })).toBe('Wednesday');
      expect(formatLongDate('2026-01-07', { locale: 'de-DE', timeZone })).toBe('Mittwoch, 7. Januar 2026');
    }
  });
});

describe('dateFormatFor', () => {
  it('binds every format to one language and zone', () => {
    const format = dateFormatFor(newYork('en-US'));
    expect(format.timeZone).toBe('America/New_York');
    expect(format.locale).toBe('en-US');
    expect(format.date('2026-01-08T00:00:00Z')).toBe('01/07/2026');
    expect(format.time('2026-01-08T00:00:00Z')).toBe('7:00 PM');
    expect(format.dateTime('2026-01-08T00:00:05Z', { seconds: true })).toBe('01/07/2026 7:00:05 PM');
    expect(format.weekday('2026-01-08T00:00:00Z', 'short')).toBe('Wed');
    expect(format.longDate('2026-01-08')).toBe('Thursday, January 8, 2026');
  });
});
