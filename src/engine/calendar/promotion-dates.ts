import { CAREER_PATHS, type CareerPath } from '../forms/answer-types';
import { addMonths, civil, parts, type CivilDate } from './civil-date';

/**
 * Promotions take effect on 1 April (nomination from end of January) and 1 October (nomination from mid
 * July). Senior professional promotions, and leadership and expert promotions, only on those two dates;
 * other positions monthly, on the first of a month (SPEC §1, §5).
 */
export const PROMOTION_DATES = [
  { month: 4, nominationFrom: { month: 1, day: 31 } },
  { month: 10, nominationFrom: { month: 7, day: 15 } },
] as const;

/** Which rule a target position follows. */
export type PromotionCategory = 'seniorProfessional' | 'leadership' | 'expert' | 'other';

const restricted = (category: PromotionCategory) => category !== 'other';

/** Pure. Whether a promotion into the category may take effect on `date`. */
export function isValidPromotionDate(category: PromotionCategory, date: CivilDate): boolean {
  const { month, day } = parts(date);
  if (day !== 1) return false;
  return !restricted(category) || PROMOTION_DATES.some((d) => d.month === month);
}

/** Pure. The earliest date after `date` (exclusive) on which a promotion into the category can take effect. */
export function nextPromotionDate(category: PromotionCategory, date: CivilDate): CivilDate {
  const { year, month } = parts(date);
  let candidate = civil(year, month, 1);
  while (candidate <= date || !isValidPromotionDate(category, candidate)) candidate = addMonths(candidate, 1);
  return candidate;
}

/** Pure. When nomination opens for a promotion round taking effect on `effectiveDate` (1 April or 1 October). */
export function nominationOpens(effectiveDate: CivilDate): CivilDate | null {
  const { year, month, day } = parts(effectiveDate);
  const round = PROMOTION_DATES.find((d) => d.month === month);
  if (!round || day !== 1) return null;
  return civil(year, round.nominationFrom.month, round.nominationFrom.day);
}

/**
 * Pure. The promotion round (1 April or 1 October) whose nomination is open on `date`: nominations from
 * 31 January count for 1 April, from 15 July for 1 October; between a round's date and the next
 * nomination start nothing is open.
 */
export function openPromotionRound(date: CivilDate): CivilDate | null {
  const { year } = parts(date);
  for (const round of PROMOTION_DATES) {
    const effective = civil(year, round.month, 1);
    const opens = nominationOpens(effective)!;
    if (date >= opens && date < effective) return effective;
  }
  return null;
}

/** Positions at this level and above in the professional path are "senior professional" (SPEC §5). */
const SENIOR_PROFESSIONAL_LEVEL = 3;

/**
 * Pure. Which date rule a promotion follows: into leadership and expert positions (CAREER_PATHS), and into
 * professional positions from the senior professional level up, only on 1 April and 1 October; every other
 * position monthly. Without a level (no catalogue position is known) the career path alone decides, and a
 * professional path, or none, counts as monthly.
 */
export function promotionCategoryOf(
  careerPath: CareerPath | null | undefined,
  level?: number,
): PromotionCategory {
  if (careerPath === CAREER_PATHS.leadership) return 'leadership';
  if (careerPath === CAREER_PATHS.expert) return 'expert';
  return level !== undefined && level >= SENIOR_PROFESSIONAL_LEVEL ? 'seniorProfessional' : 'other';
}

/** Pure. Whether the category may only take effect on 1 April and 1 October. */
export const isRestrictedCategory = (category: PromotionCategory): boolean => restricted(category);

/** Pure. The next `count` dates after `date` (exclusive) on which a promotion into the category can take effect. */
export function upcomingPromotionDates(
  category: PromotionCategory,
  date: CivilDate,
  count: number,
): CivilDate[] {
  const dates: CivilDate[] = [];
  let from = date;
  while (dates.length < count) {
    from = nextPromotionDate(category, from);
    dates.push(from);
  }
  return dates;
}
