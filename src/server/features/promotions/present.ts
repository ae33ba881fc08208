import type { Localized } from '../../../engine/constants';
import type { CareerAnswer } from '../../../engine/forms';
import type { dateRuleOf } from './date-rule';
import { findPosition, type Position } from './positions';
import type { PromotionRow } from './repo';
import type { CareerData, ComparisonRecord, Promotion } from '../../../engine/api/promotions';
import { presentRecipient } from '../../employees/present';

/** The promotion workflow's status names, by status id. */
export type Labels = Map<number, Localized>;
type DateRule = ReturnType<typeof dateRuleOf>;

/** Pure. Confirmed (true), denied (false) or not decided (null) from the status (SPEC §3 confirmed flag). */
export const confirmedOf = (statusId: number): boolean | null =>
  statusId === 430 ? true : statusId === 440 ? false : null;

const careerFields = (record: CareerAnswer | null) => ({
  careerPath: record?.careerPath ?? null,
  developmentType: record?.developmentType ?? null,
  targetPosition: record?.targetPosition ?? null,
  targetDate: record?.targetDate ?? null,
  data: record?.data ?? null,
});

/** Pure. One row of GET /promotions (SPEC §3 Promotion user). */
export function presentPromotion(row: PromotionRow, labels: Labels, rule: DateRule | null): Promotion {
  return {
    processId: row.id,
    statusId: row.status_id,
    statusLabel: labels.get(row.status_id) ?? {},
    confirmed: confirmedOf(row.status_id),
    hardfactsState: row.hardfacts_state ?? 0,
    ...presentRecipient(row),
    talkround: row.talkround_name,
    feedbackId: row.feedback_id,
    denyReason: row.status_id === 440 ? row.veto_comment : null,
    ...careerFields(row.career),
    dateAllowed: rule?.dateAllowed ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Pure. The answer of getCareerData and of the promotion actions. */
export function presentCareer(
  promotion: {
    id: number;
    status_id: number;
    recipient_id: number;
    feedback_id: number | null;
    veto_comment: string | null;
    hardfacts_state: number | null;
  },
  elementId: string | null,
  record: CareerAnswer,
  rule: DateRule,
  positions: readonly Position[],
): CareerData {
  return {
    processId: promotion.id,
    recipientId: promotion.recipient_id,
    statusId: promotion.status_id,
    confirmed: confirmedOf(promotion.status_id),
    hardfactsState: promotion.hardfacts_state ?? 0,
    denyReason: promotion.status_id === 440 ? promotion.veto_comment : null,
    feedbackId: promotion.feedback_id,
    elementId,
    careerData: careerFields(record),
    positionId: findPosition(positions, record.targetPosition)?.id ?? null,
    dateRule: rule.dateRule,
    allowedDates: rule.allowedDates,
    dateAllowed: rule.dateAllowed,
  };
}

/** Pure. One career record of getComparisonCareerData: the feedback it belongs to and the stored fields. */
export function presentComparison(row: {
  feedback_id: number;
  feedback_type: number;
  element_id: string;
  data: CareerAnswer;
}): ComparisonRecord {
  return {
    feedbackId: row.feedback_id,
    feedbackType: row.feedback_type,
    elementId: row.element_id,
    ...row.data,
  };
}
