import { describe, expect, it } from 'vitest';
import {
  audienceOfTalkround,
  isRestrictedCategory,
  isValidPromotionDate,
  promotionCategoryOf,
  upcomingPromotionDates,
} from './index';

describe('promotion category of a position', () => {
  it('restricts leadership, expert and senior professional positions', () => {
    expect(promotionCategoryOf(2, 1)).toBe('leadership');
    expect(promotionCategoryOf(3, 2)).toBe('expert');
    expect(promotionCategoryOf(1, 3)).toBe('seniorProfessional');
    expect(promotionCategoryOf(1, 2)).toBe('other');
    expect(isRestrictedCategory('other')).toBe(false);
    expect(isRestrictedCategory('seniorProfessional')).toBe(true);
  });

  it('decides by the career path alone without a position level', () => {
    expect(promotionCategoryOf(2)).toBe('leadership');
    expect(promotionCategoryOf(3)).toBe('expert');
    expect(promotionCategoryOf(1)).toBe('other');
    expect(promotionCategoryOf(null)).toBe('other');
    expect(promotionCategoryOf(undefined)).toBe('other');
  });

  it('lists the next possible dates, 31 March and 1 April at the edges', () => {
    expect(upcomingPromotionDates('leadership', '2027-03-31', 3)).toEqual([
      '2027-04-01',
      '2027-10-01',
      '2028-04-01',
    ]);
    expect(upcomingPromotionDates('leadership', '2027-04-01', 1)).toEqual(['2027-10-01']);
    expect(upcomingPromotionDates('other', '2027-03-31', 2)).toEqual(['2027-04-01', '2027-05-01']);
    expect(upcomingPromotionDates('expert', '2028-02-29', 1)).toEqual(['2028-04-01']);
    expect(isValidPromotionDate('seniorProfessional', '2027-03-31')).toBe(false);
    expect(isValidPromotionDate('other', '2027-03-31')).toBe(false);
  });
});

describe('audience of a PDC/EDC talkround', () => {
  it('matches the windows of SPEC §1', () => {
    expect(audienceOfTalkround(5, '2026-09-01', '2026-12-31')).toBe('salesDepartmentManagers');
    expect(audienceOfTalkround(5, '2026-11-01', '2026-12-31')).toBe('headOfAndAbove');
    expect(audienceOfTalkround(5, '2027-03-01', '2027-05-31')).toBe('backoffice');
    expect(audienceOfTalkround(6, '2028-01-01', '2028-03-31')).toBe('salesExperts');
    expect(audienceOfTalkround(6, '2026-09-01', '2026-12-31')).toBeNull();
    expect(audienceOfTalkround(5, '2026-09-15', '2026-12-15')).toBe('salesDepartmentManagers');
  });
});
