import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civil } from './civil-date';
import {
  audiencesOf,
  conferenceWindows,
  cycleWindows,
  daysBetween,
  nextDocumentsRule,
  promotionWindows,
  talkroundLines,
} from './talkround-box';

const anyDate = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2098, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('daysBetween', () => {
  it('counts calendar days across month and leap-year ends', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysBetween('2026-06-15', '2026-06-15')).toBe(0);
  });
});

describe('cycleWindows (MAFEG/EHG/PDP, July to mid June)', () => {
  it('in the cycle: the current one with days to 15 June, then the next one', () => {
    expect(cycleWindows('2026-06-01')).toEqual([
      expect.objectContaining({ start: '2025-07-01', end: '2026-06-15', state: 'current', days: 14 }),
      expect.objectContaining({ start: '2026-07-01', end: '2027-06-15', state: 'next', days: 30 }),
    ]);
  });

  it('between two cycles (16-30 June): only the next one, days until 1 July', () => {
    expect(cycleWindows('2026-06-20')).toEqual([
      expect.objectContaining({ start: '2026-07-01', state: 'next', days: 11, processTypes: [1, 3, 2] }),
    ]);
  });

  it('property: a current window holds today, a next one starts after today; days are never negative', () => {
    fc.assert(
      fc.property(anyDate, (today) => {
        const lines = cycleWindows(today);
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line.days).toBeGreaterThanOrEqual(0);
          if (line.state === 'current') expect(today >= line.start && today <= line.end).toBe(true);
          else expect(line.start > today).toBe(true);
        }
      }),
    );
  });
});

describe('conferenceWindows (PDC/EDC by audience)', () => {
  it('sales department managers September to December; the next year once it is over', () => {
    expect(conferenceWindows('2026-10-10', ['salesDepartmentManagers'])[0]).toMatchObject({
      start: '2026-09-01',
      end: '2026-12-31',
      state: 'current',
      days: 82,
      processTypes: [5],
    });
    expect(conferenceWindows('2026-06-01', ['backoffice'])[0]).toMatchObject({
      start: '2027-03-01',
      end: '2027-05-31',
      state: 'next',
    });
    expect(conferenceWindows('2026-02-01', ['salesExperts', 'headOfAndAbove'])).toMatchObject([
      { start: '2026-01-01', end: '2026-03-31', state: 'current', processTypes: [6] },
      { start: '2026-11-01', end: '2026-12-31', state: 'next', days: 273 },
    ]);
  });

  it('property: one line per audience, current ones hold today, next ones start after it', () => {
    const audiences = ['salesDepartmentManagers', 'backoffice', 'headOfAndAbove', 'salesExperts'] as const;
    fc.assert(
      fc.property(anyDate, (today) => {
        const lines = conferenceWindows(today, audiences);
        expect(lines.map((l) => l.audience)).toEqual(audiences);
        for (const line of lines)
          if (line.state === 'current') expect(today >= line.start && today <= line.end).toBe(true);
          else expect(line.start > today && line.days > 0).toBe(true);
      }),
    );
  });
});

describe('promotionWindows', () => {
  it('nomination from 31 January for 1 April, from 15 July for 1 October', () => {
    expect(promotionWindows('2026-02-10')).toMatchObject([
      { start: '2026-01-31', end: '2026-03-31', effective: '2026-04-01', state: 'current', days: 49 },
      { start: '2026-07-15', end: '2026-09-30', effective: '2026-10-01', state: 'next' },
    ]);
    expect(promotionWindows('2026-05-01')).toMatchObject([
      { effective: '2026-10-01', state: 'next', days: 75 },
    ]);
    expect(promotionWindows('2026-12-01')).toMatchObject([{ effective: '2027-04-01', start: '2027-01-31' }]);
  });

  it('property: effective dates are 1 April or 1 October after today, one day after the window', () => {
    fc.assert(
      fc.property(anyDate, (today) => {
        const lines = promotionWindows(today);
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line.effective! > today).toBe(true);
          expect(['04-01', '10-01']).toContain(line.effective!.slice(5));
          expect(daysBetween(line.end, line.effective!)).toBe(1);
        }
      }),
    );
  });
});

describe('talkroundLines', () => {
  const round = (id: number, processType: number, start: string, end: string) => ({
    id,
    name: `R${id}`,
    processType,
    start,
    end,
  });
  it('running talkrounds and the next one per type, by start', () => {
    const lines = talkroundLines('2026-03-10', [
      round(1, 1, '2025-07-01', '2026-06-15'),
      round(2, 5, '2026-09-01', '2026-12-31'),
      round(3, 5, '2026-11-01', '2026-12-31'),
      round(4, 1, '2024-07-01', '2025-06-15'),
    ]);
    expect(lines.map((l) => [l.key, l.state, l.days])).toEqual([
      ['talkround:1', 'current', 97],
      ['talkround:2', 'next', 175],
    ]);
  });
});

describe('nextDocumentsRule (one week before the conference)', () => {
  it('the earliest conference from today on; due seven days before', () => {
    expect(
      nextDocumentsRule('2026-10-01', [
        { processType: 5, date: '2026-09-20' },
        { processType: 6, date: '2026-10-20' },
        { processType: 5, date: '2026-10-05' },
      ]),
    ).toEqual({ processType: 5, conferenceDate: '2026-10-05', dueDate: '2026-09-28', days: -3 });
    expect(nextDocumentsRule('2026-10-01', [])).toBeNull();
  });

  it('property: the due date is always seven days before the conference', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (today, date) => {
        const rule = nextDocumentsRule(today, [{ processType: 5, date }]);
        if (date < today) expect(rule).toBeNull();
        else expect(daysBetween(rule!.dueDate, rule!.conferenceDate)).toBe(7);
      }),
    );
  });
});

describe('audiencesOf', () => {
  it('the audiences of the talkrounds, once each; every audience for readers of all processes', () => {
    expect(audiencesOf(['backoffice', null, 'backoffice'], false)).toEqual(['backoffice']);
    expect(audiencesOf([], true)).toHaveLength(4);
    expect(civil(2026, 1, 1)).toBe('2026-01-01');
  });
});
