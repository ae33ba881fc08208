import {
  isValidPromotionDate,
  promotionCategoryOf,
  upcomingPromotionDates,
  type PromotionCategory,
} from '../../../engine/calendar';
import type { CareerFields, Position } from '../../../engine/api/promotions';

/** Pure. The catalogue position a record names (by key or title, as the server matches it). */
export function positionOf(positions: readonly Position[], name: string | null): Position | undefined {
  const wanted = name?.trim().toLocaleLowerCase('de-DE');
  if (!wanted) return undefined;
  return positions.find(
    (p) =>
      p.key === name?.trim() ||
      Object.values(p.title).some((title) => title?.trim().toLocaleLowerCase('de-DE') === wanted),
  );
}

/** Pure. The date rule of a record: its position's, else leadership and expert paths are restricted. */
export function categoryOf(positions: readonly Position[], fields: CareerFields): PromotionCategory {
  const position = positionOf(positions, fields.targetPosition);
  if (position) return promotionCategoryOf(position.careerPath, position.level);
  return promotionCategoryOf(fields.careerPath);
}

/**
 * Pure. The effective dates the form offers: the next possible ones from `today` (12 for monthly positions,
 * 4 for 1 April / 1 October), and a stored date first if it is not among them, so it stays visible.
 */
export function dateChoices(positions: readonly Position[], fields: CareerFields, today: string): string[] {
  const category = categoryOf(positions, fields);
  const dates = upcomingPromotionDates(category, today, category === 'other' ? 12 : 4);
  return fields.targetDate && !dates.includes(fields.targetDate) ? [fields.targetDate, ...dates] : dates;
}

/** Pure. Whether the record's date follows its rule (true without a date). */
export function dateAllowed(positions: readonly Position[], fields: CareerFields): boolean {
  return !fields.targetDate || isValidPromotionDate(categoryOf(positions, fields), fields.targetDate);
}

/** Pure. Whether a record holds entries a change of the career path would overwrite. */
export const hasEntries = (fields: CareerFields): boolean =>
  Boolean(fields.targetPosition?.trim() || fields.targetDate || fields.data?.trim());

/** Pure. The positions of one career path, for the target position choice. */
export const positionsOfPath = (positions: readonly Position[], path: number | null) =>
  path === null ? positions : positions.filter((p) => p.careerPath === path);

export const EMPTY_CAREER: CareerFields = {
  careerPath: null,
  developmentType: null,
  targetPosition: null,
  targetDate: null,
  data: null,
};
