import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateToIso, formatIsoDate, parseDisplayDate } from './dates';

describe('parseDisplayDate', () => {
  it('reads DD.MM.YYYY and D.M.YYYY as ISO dates', () => {
    expect(parseDisplayDate('05.01.2026')).toBe('2026-01-05');
    expect(parseDisplayDate(' 5.1.2026 ')).toBe('2026-01-05');
    expect(parseDisplayDate('29.02.2028')).toBe('2028-02-29');
  });

  it('clears on empty text and changes nothing on half-typed or impossible dates', () => {
    expect(parseDisplayDate('')).toBeUndefined();
    expect(parseDisplayDate('   ')).toBeUndefined();
    for (const text of [
      '05.01.20',
      '05.01.',
      '31.02.2026',
      '29.02.2027',
      '00.01.2026',
      '12/31/2026',
      '2026-01-05',
    ])
      expect(parseDisplayDate(text)).toBeNull();
  });

  it('reads back every date it shows', () => {
    const day = fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const iso = dateToIso(date);
        expect(parseDisplayDate(formatIsoDate(iso))).toBe(iso);
      }),
    );
  });
});
