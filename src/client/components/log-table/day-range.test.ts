import { describe, expect, it } from 'vitest';
import { dayRangeQuery } from './day-range';

describe('dayRangeQuery', () => {
  it('asks for whole days in the browser time zone, the last day included', () => {
    expect(dayRangeQuery({ from: new Date(2026, 10, 3, 15, 30), to: new Date(2026, 10, 5, 9, 0) })).toEqual({
      from: new Date(2026, 10, 3).toISOString(),
      to: new Date(2026, 10, 6).toISOString(),
    });
  });

  it('leaves an open end out', () => {
    expect(dayRangeQuery({ from: null, to: null })).toEqual({});
    expect(dayRangeQuery({ from: null, to: new Date(2026, 0, 31) })).toEqual({
      to: new Date(2026, 1, 1).toISOString(),
    });
  });
});
