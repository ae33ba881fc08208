import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../constants';
import {
  addMonths,
  audiencesOpenOn,
  civil,
  civilDateIn,
  conferenceWindow,
  documentsDueDate,
  documentsState,
  isCivilDate,
  isInConferenceWindow,
  isInProcessCycle,
  isTimeZone,
  isValidPromotionDate,
  nextPromotionDate,
  nominationOpens,
  openPromotionRound,
  pdpStatus,
  processCycleFor,
  reviewExpires,
  timeZoneOf,
} from './index';

const civilDates = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('civil dates', () => {
  it('accepts real dates only, leap years included', () => {
    expect(isCivilDate('2024-02-29')).toBe(true);
    expect(isCivilDate('2026-02-29')).toBe(false);
    expect(isCivilDate('2026-04-31')).toBe(false);
    expect(isCivilDate('26-04-01')).toBe(false);
  });

  it('clamps month arithmetic to the end of the month', () => {
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
  });

  it('takes the calendar day of the given time zone', () => {
    const instant = new Date('2026-03-31T22:30:00Z');
    expect(civilDateIn(instant, 'UTC')).toBe('2026-03-31');
    expect(civilDateIn(instant, 'Europe/Berlin')).toBe('2026-04-01');
    expect(civilDateIn(instant, 'America/New_York')).toBe('2026-03-31');
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZoneOf('America/New_York')).toBe('America/New_York');
    expect(timeZoneOf('Mars/Olympus')).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOf(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOf('')).toBe(DEFAULT_TIME_ZONE);
  });
});

describe('MAFEG/EHG/PDP cycle: July to mid June', () => {
  it('knows which cycle a date belongs to', () => {
    expect(processCycleFor('2026-07-01')).toEqual({ start: '2026-07-01', end: '2027-06-15' });
    expect(processCycleFor('2027-06-15')).toEqual({ start: '2026-07-01', end: '2027-06-15' });
    expect(processCycleFor('2027-01-01')).toEqual({ start: '2026-07-01', end: '2027-06-15' });
    // between two cycles, the coming one
    expect(processCycleFor('2027-06-16')).toEqual({ start: '2027-07-01', end: '2028-06-15' });
  });

  it('is closed from 16 to 30 June', () => {
    expect(isInProcessCycle('2026-06-15')).toBe(true);
    expect(isInProcessCycle('2026-06-16')).toBe(false);
    expect(isInProcessCycle('2026-06-30')).toBe(false);
    expect(isInProcessCycle('2026-07-01')).toBe(true);
    expect(isInProcessCycle('2028-02-29')).toBe(true);
  });

  it('every date lies in its cycle or right before it', () =>
    fc.assert(
      fc.property(civilDates, (date) => {
        const cycle = processCycleFor(date);
        return (
          (date >= cycle.start && date <= cycle.end) || (date < cycle.start && date.slice(5, 7) === '06')
        );
      }),
    ));
});

describe('PDC/EDC windows', () => {
  it('has the windows of SPEC §1', () => {
    expect(conferenceWindow('salesDepartmentManagers', 2026)).toEqual({
      start: '2026-09-01',
      end: '2026-12-31',
    });
    expect(conferenceWindow('backoffice', 2026)).toEqual({ start: '2026-03-01', end: '2026-05-31' });
    expect(conferenceWindow('headOfAndAbove', 2026)).toEqual({ start: '2026-11-01', end: '2026-12-31' });
    expect(conferenceWindow('salesExperts', 2028)).toEqual({ start: '2028-01-01', end: '2028-03-31' });
  });

  it('checks dates at the edges', () => {
    expect(isInConferenceWindow('salesExperts', '2026-03-31')).toBe(true);
    expect(isInConferenceWindow('salesExperts', '2026-04-01')).toBe(false);
    expect(isInConferenceWindow('backoffice', '2026-02-28')).toBe(false);
    expect(audiencesOpenOn('2026-11-23').sort()).toEqual(['headOfAndAbove', 'salesDepartmentManagers']);
  });

  it('wants documents a week ahead', () => {
    expect(documentsDueDate('2026-03-05')).toBe('2026-02-26');
    expect(documentsDueDate('2028-03-06')).toBe('2028-02-28');
    expect(documentsState('2026-12-10', '2026-12-03', '2026-12-04')).toBe('sent');
    expect(documentsState('2026-12-10', '2026-12-04', '2026-12-04')).toBe('late');
    expect(documentsState('2026-12-10', null, '2026-12-03')).toBe('due');
    expect(documentsState('2026-12-10', null, '2026-12-04')).toBe('late');
  });
});

describe('promotion dates', () => {
  it('allows restricted promotions only on 1 April and 1 October', () => {
    expect(isValidPromotionDate('leadership', '2027-04-01')).toBe(true);
    expect(isValidPromotionDate('expert', '2027-10-01')).toBe(true);
    expect(isValidPromotionDate('seniorProfessional', '2027-05-01')).toBe(false);
    expect(isValidPromotionDate('other', '2027-05-01')).toBe(true);
    expect(isValidPromotionDate('other', '2027-05-02')).toBe(false);
  });

  it('finds the next possible date, across 31 March and the year end', () => {
    expect(nextPromotionDate('leadership', '2027-03-31')).toBe('2027-04-01');
    expect(nextPromotionDate('leadership', '2027-04-01')).toBe('2027-10-01');
    expect(nextPromotionDate('expert', '2027-10-02')).toBe('2028-04-01');
    expect(nextPromotionDate('other', '2027-03-31')).toBe('2027-04-01');
    expect(nextPromotionDate('other', '2027-12-15')).toBe('2028-01-01');
  });

  it('opens nominations at the end of January and in mid July', () => {
    expect(nominationOpens('2027-04-01')).toBe('2027-01-31');
    expect(nominationOpens('2027-10-01')).toBe('2027-07-15');
    expect(nominationOpens('2027-05-01')).toBeNull();
    expect(openPromotionRound('2027-01-30')).toBeNull();
    expect(openPromotionRound('2027-01-31')).toBe('2027-04-01');
    expect(openPromotionRound('2027-03-31')).toBe('2027-04-01');
    expect(openPromotionRound('2027-04-01')).toBeNull();
    expect(openPromotionRound('2027-07-15')).toBe('2027-10-01');
  });

  it('the next date is always valid and after the given one', () =>
    fc.assert(
      fc.property(
        civilDates,
        fc.constantFrom('seniorProfessional', 'leadership', 'expert', 'other' as const),
        (d, c) => {
          const next = nextPromotionDate(c, d);
          return next > d && isValidPromotionDate(c, next);
        },
      ),
    ));
});

describe('PDP review window: 6 months', () => {
  it('derives the status from the dates', () => {
    const today = '2026-11-23';
    expect(pdpStatus(null, null, today)).toBe(0);
    expect(pdpStatus('2026-10-01', '2027-01-15', today)).toBe(120);
    expect(pdpStatus('2026-06-01', null, today)).toBe(199);
    expect(pdpStatus('2026-05-22', null, today)).toBe(110);
    // a next review date that has passed counts as the review
    expect(pdpStatus('2025-01-01', '2026-11-01', today)).toBe(199);
  });

  it('counts the day six months after as still recent, with month ends clamped', () => {
    expect(reviewExpires('2026-08-31')).toBe('2027-02-28');
    expect(pdpStatus('2026-08-31', null, '2027-02-28')).toBe(199);
    expect(pdpStatus('2026-08-31', null, '2027-03-01')).toBe(110);
    expect(pdpStatus('2023-08-31', null, '2024-02-29')).toBe(199);
    expect(pdpStatus('2023-08-31', null, '2024-03-01')).toBe(110);
  });

  it('a future review date always means 120', () =>
    fc.assert(
      fc.property(fc.option(civilDates, { nil: null }), civilDates, civilDates, (last, next, today) =>
        next > today ? pdpStatus(last, next, today) === 120 : pdpStatus(last, next, today) !== 120,
      ),
    ));

  it('builds dates', () => expect(civil(2026, 4, 1)).toBe('2026-04-01'));
});
