import { areaAccess, isFullAdmin } from '../../../engine/access';
import type { Principal } from '../../auth/principal';
import { HttpError } from '../../errors';

/** Pure. HR for promotions: full administrators and writers of the processes area (SPEC §6). */
export function isPromotionHr(roles: readonly string[]): boolean {
  return isFullAdmin(roles) || areaAccess(roles, 'processes').write;
}

/** The recipients whose promotion processes the caller sees: every one for HR (null), else their hierarchy. */
export async function visibleRecipients(
  principal: Principal,
  reportsOf: (organizationId: number, userId: number) => Promise<Map<number, number>>,
): Promise<Set<number> | null> {
  if (isPromotionHr(principal.roles)) return null;
  const reports = await reportsOf(principal.organization.id, principal.user.id);
  return new Set(reports.keys());
}

/** Refuses what only HR may do (hardfacts, the result). */
export function requireHr(principal: Principal, what: string): void {
  if (!isPromotionHr(principal.roles)) throw new HttpError(403, 'PROMOTION_HR_ONLY', `Only HR may ${what}.`);
}

/** Refuses a process outside the caller's hierarchy (HR sees all). */
export function requireVisible(visible: Set<number> | null, recipientId: number): void {
  if (visible && !visible.has(recipientId))
    throw new HttpError(403, 'NO_PROMOTION_ACCESS', 'You may see the promotions of your own employees only.');
}
