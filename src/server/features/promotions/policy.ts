import { areaAccess, isFullAdmin } from '../../../engine/access';
import type { Actor } from '../../auth/actor';
import { HttpError } from '../../errors';

/** Pure. HR for promotions: full administrators and writers of the processes area (SPEC §6). */
export function isPromotionHr(roles: readonly string[]): boolean {
  return isFullAdmin(roles) || areaAccess(roles, 'processes').write;
}

/** The recipients whose promotion processes the actor sees: every one for HR (null), else their hierarchy. */
export async function visibleRecipients(
  actor: Actor,
  reportsOf: (organizationId: number, userId: number) => Promise<Map<number, number>>,
): Promise<Set<number> | null> {
  if (isPromotionHr(actor.roles)) return null;
  const reports = await reportsOf(actor.organizationId, actor.userId);
  return new Set(reports.keys());
}

/** Refuses what only HR may do (hardfacts, the result). */
export function requireHr(actor: Actor, what: string): void {
  if (!isPromotionHr(actor.roles)) throw new HttpError(403, 'PROMOTION_HR_ONLY', `Only HR may ${what}.`);
}

/** Refuses a process outside the actor's hierarchy (HR sees all). */
export function requireVisible(visible: Set<number> | null, recipientId: number): void {
  if (visible && !visible.has(recipientId))
    throw new HttpError(403, 'NO_PROMOTION_ACCESS', 'You may see the promotions of your own employees only.');
}
