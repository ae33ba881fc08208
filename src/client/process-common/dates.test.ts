import { describe, expect, it } from 'vitest';
import { formatDay, formatTime } from './dates';

describe('dates of the process screens', () => {
  it('are DD.MM.YYYY and 24 h in German, MM/DD/YYYY and 12 h in English', () => {
    const local = new Date(2026, 2, 12, 14, 30);
    expect(formatDay(local, 'de-DE')).toBe('12.03.2026');
    expect(formatDay(local, 'en-US')).toBe('03/12/2026');
    expect(formatTime(local, 'de-DE')).toBe('14:30');
    expect(formatTime(local, 'en-US')).toBe('2:30 PM');
  });

  it('reads ISO dates of the API', () => {
    expect(formatDay('2026-06-15', 'de-DE')).toBe('15.06.2026');
  });
});
