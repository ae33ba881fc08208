import { describe, expect, it } from 'vitest';
import { EMPTY_CAREER, categoryOf, dateAllowed, dateChoices, hasEntries, positionOf } from './career';
import type { Position } from '../../../engine/api/promotions';

const positions: Position[] = [
  {
    id: 1,
    key: 'kam',
    title: { 'de-DE': 'Key Account Manager' },
    careerPath: 1,
    level: 2,
    dateRule: 'monthly',
  },
  {
    id: 2,
    key: 'senior-kam',
    title: { 'de-DE': 'Senior KAM' },
    careerPath: 1,
    level: 3,
    dateRule: 'aprilOctober',
  },
  {
    id: 3,
    key: 'lead',
    title: { 'de-DE': 'Teamleitung', 'en-US': 'Team Lead' },
    careerPath: 2,
    level: 4,
    dateRule: 'aprilOctober',
  },
];

describe('career form rules', () => {
  it('finds positions by key or title in either language', () => {
    expect(positionOf(positions, 'team lead')?.id).toBe(3);
    expect(positionOf(positions, 'kam')?.id).toBe(1);
    expect(positionOf(positions, 'Unbekannt')).toBeUndefined();
  });

  it('offers only dates the rule allows, keeping a stored one visible', () => {
    const lead = { ...EMPTY_CAREER, careerPath: 2 as const, targetPosition: 'Teamleitung' };
    expect(categoryOf(positions, lead)).toBe('leadership');
    expect(dateChoices(positions, lead, '2027-03-31')).toEqual([
      '2027-04-01',
      '2027-10-01',
      '2028-04-01',
      '2028-10-01',
    ]);
    const stored = { ...lead, targetDate: '2027-05-01' };
    expect(dateChoices(positions, stored, '2027-03-31')[0]).toBe('2027-05-01');
    expect(dateAllowed(positions, stored)).toBe(false);
    const kam = { ...EMPTY_CAREER, careerPath: 1 as const, targetPosition: 'kam', targetDate: '2027-05-01' };
    expect(dateAllowed(positions, kam)).toBe(true);
    expect(dateChoices(positions, kam, '2027-04-15')).toHaveLength(12);
    expect(categoryOf(positions, { ...EMPTY_CAREER, careerPath: 3 })).toBe('expert');
  });

  it('knows when a path change overwrites entries', () => {
    expect(hasEntries(EMPTY_CAREER)).toBe(false);
    expect(hasEntries({ ...EMPTY_CAREER, data: ' ' })).toBe(false);
    expect(hasEntries({ ...EMPTY_CAREER, targetDate: '2027-04-01' })).toBe(true);
  });
});
