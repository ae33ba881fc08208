import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civil, instantAt, wallClockIn } from './civil-date';

const at = (date: string, hour: number, minute: number, zone: string) =>
  instantAt(date as ReturnType<typeof civil>, hour, minute, zone).toISOString();

describe('instantAt: a wall-clock date and time in a zone as an instant', () => {
  it('reads the organization zone, not the machine one', () => {
    expect(at('2026-12-28', 10, 30, 'Europe/Berlin')).toBe('2026-12-28T09:30:00.000Z');
    expect(at('2026-07-01', 10, 30, 'Europe/Berlin')).toBe('2026-07-01T08:30:00.000Z');
    expect(at('2026-07-01', 10, 30, 'America/New_York')).toBe('2026-07-01T14:30:00.000Z');
    expect(at('2026-01-01', 0, 0, 'UTC')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('a skipped time (spring forward) takes the offset before the change', () => {
    expect(at('2026-03-29', 2, 30, 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z'); // 03:30 summer time
    expect(at('2026-03-29', 3, 30, 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-03-29', 1, 30, 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z');
  });

  it('a time read twice (fall back) is the first of the two; the hour after is right', () => {
    expect(at('2026-10-25', 2, 30, 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25', 3, 30, 'Europe/Berlin')).toBe('2026-10-25T02:30:00.000Z');
    expect(at('2026-10-25', 1, 30, 'Europe/Berlin')).toBe('2026-10-24T23:30:00.000Z');
  });

  it('round-trips with wallClockIn for every time that exists', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const whole = new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
          const clock = wallClockIn(whole, zone);
          const back = instantAt(civil(clock.year, clock.month, clock.day), clock.hour, clock.minute, zone);
          // the same wall clock; the same instant unless the time is read twice (then the earlier one)
          expect(wallClockIn(back, zone)).toEqual(clock);
          expect(back.getTime()).toBeLessThanOrEqual(whole.getTime());
        },
      ),
      { numRuns: 500 },
    );
  });
});
