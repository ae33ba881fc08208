import {
  civilDateIn,
  isCivilDate,
  isValidPromotionDate,
  promotionCategoryOf,
  upcomingPromotionDates,
  type CivilDate,
  type PromotionCategory,
} from '../../../engine/calendar';
import type { CareerAnswer } from '../../../engine/forms';
import { HttpError, badRequest } from '../../errors';
import { findPosition, type Position } from './positions';

/** Today's date where the organization is: promotions take effect on its calendar days (its time zone). */
export const today = (timeZone: string, now = new Date()): CivilDate => civilDateIn(now, timeZone);

/**
 * Pure. The date rule a career record falls under: the named catalogue position decides; an unknown
 * position falls back to the career path (leadership and expert promotions are restricted).
 */
export function categoryOfRecord(positions: readonly Position[], record: CareerAnswer): PromotionCategory {
  const position = findPosition(positions, record.targetPosition);
  return position ? position.category : promotionCategoryOf(record.careerPath);
}

/** What the form shows about the date rule of a record (SPEC §5 hints). */
export function dateRuleOf(positions: readonly Position[], record: CareerAnswer, on: CivilDate) {
  const category = categoryOfRecord(positions, record);
  const date = record.targetDate;
  return {
    category,
    dateRule: category === 'other' ? ('monthly' as const) : ('aprilOctober' as const),
    allowedDates: upcomingPromotionDates(category, on, 6),
    dateAllowed: date ? isCivilDate(date) && isValidPromotionDate(category, date) : null,
  };
}

/**
 * Refuses a target date that has passed (400 PROMOTION_DATE_IN_PAST): a nomination is for a coming date. Only
 * for saving; HR may still decide after the date.
 */
export function requireFutureDate(record: CareerAnswer, on: CivilDate, path = '/body/targetDate'): void {
  const date = record.targetDate;
  if (date && isCivilDate(date) && date <= on)
    throw badRequest('PROMOTION_DATE_IN_PAST', `The effective date ${date} is not after today (${on}).`, [
      { path, message: 'past' },
    ]);
}

/**
 * Refuses a target date the rules don't allow (400 PROMOTION_DATE_NOT_ALLOWED naming the rule and the next
 * possible dates; 400 INVALID_DATE for something that is not a date). No date: nothing to check.
 */
export function requireAllowedDate(
  positions: readonly Position[],
  record: CareerAnswer,
  on: CivilDate,
  path = '/body/targetDate',
): void {
  const date = record.targetDate;
  if (date === undefined || date === '') return;
  if (!isCivilDate(date))
    throw badRequest('INVALID_DATE', `"${date}" is not a date (YYYY-MM-DD).`, [{ path, message: 'format' }]);
  const rule = dateRuleOf(positions, record, on);
  if (isValidPromotionDate(rule.category, date)) return;
  throw new HttpError(
    400,
    'PROMOTION_DATE_NOT_ALLOWED',
    rule.dateRule === 'monthly'
      ? `A promotion into this position takes effect on the first of a month, not on ${date}.`
      : `A promotion into this position takes effect only on 1 April or 1 October, not on ${date}.`,
    [{ path, message: rule.dateRule }],
    { dateRule: rule.dateRule, allowedDates: rule.allowedDates },
  );
}
