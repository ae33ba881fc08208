import { describe, expect, it } from 'vitest';
import type { CivilDate } from '../../../engine/calendar';
import { nominationRoundOn } from './nomination-round';

const on = (date: string) => nominationRoundOn(date as CivilDate);

describe('nominationRoundOn', () => {
  it('names the open round from the end of January to 1 April and from mid July to 1 October', () => {
    expect(on('2027-01-31')).toEqual({ open: true, effective: '2027-04-01' });
    expect(on('2027-03-31')).toEqual({ open: true, effective: '2027-04-01' });
    expect(on('2027-07-15')).toEqual({ open: true, effective: '2027-10-01' });
    expect(on('2027-09-30')).toEqual({ open: true, effective: '2027-10-01' });
  });

  it('outside the rounds names the next one and the day its nomination opens', () => {
    expect(on('2026-11-26')).toEqual({ open: false, effective: '2027-04-01', opens: '2027-01-31' });
    expect(on('2027-01-30')).toEqual({ open: false, effective: '2027-04-01', opens: '2027-01-31' });
    expect(on('2027-04-01')).toEqual({ open: false, effective: '2027-10-01', opens: '2027-07-15' });
    expect(on('2027-10-01')).toEqual({ open: false, effective: '2028-04-01', opens: '2028-01-31' });
  });
});
