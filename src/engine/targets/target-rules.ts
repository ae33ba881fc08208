import { TARGET_STATUSES, type TargetStatus } from '../constants';
import type { Target } from '../forms/answer-types';

/** Kinds of goals: the employee's own (or written in a feedback) and the final goals of a MAFEG. */
export const TARGET_KINDS = ['personal', 'final'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** The sections of the goals screen a goal belongs to (SPEC §2 /{slug}/targets). */
export const TARGET_CATEGORIES = [
  'personal',
  'selfAssessment',
  'managerAssessment',
  'documentation',
  'final',
] as const;
export type TargetCategory = (typeof TARGET_CATEGORIES)[number];

/** Statuses that end a goal: done (100), no longer relevant (110), not met (120). */
const CLOSED_TARGET_STATUSES: readonly TargetStatus[] = [100, 110, 120];

/** Pure. True for a status of SPEC §3 (0, 10, 20, 100, 110, 120). */
export function isTargetStatus(value: unknown): value is TargetStatus {
  return typeof value === 'number' && (TARGET_STATUSES as readonly number[]).includes(value);
}

/**
 * Pure. The paths (`/status`, `/subTargets/2/status`) of the statuses of a goal that SPEC §3 does not know; takes
 * any numbers, as a request brings them.
 */
export function invalidTargetStatuses(target: {
  status: number;
  subTargets: readonly { status: number }[];
}): string[] {
  const paths = isTargetStatus(target.status) ? [] : ['/status'];
  target.subTargets.forEach((sub, index) => {
    if (!isTargetStatus(sub.status)) paths.push(`/subTargets/${index}/status`);
  });
  return paths;
}

/** Pure. A goal with an ending status (done, no longer relevant, not met) belongs to the archive. */
export function isArchivedTarget(target: Pick<Target, 'status'>): boolean {
  return CLOSED_TARGET_STATUSES.includes(target.status);
}

/**
 * Pure. The section of a goal: final goals; goals written in a feedback by its type (1 self-assessment,
 * 2 manager's assessment, 3 documentation); all others are the owner's own goals.
 */
export function targetCategoryOf(kind: TargetKind, feedbackType: number | null): TargetCategory {
  if (kind === 'final') return 'final';
  if (feedbackType === 1) return 'selfAssessment';
  if (feedbackType === 2) return 'managerAssessment';
  if (feedbackType === 3) return 'documentation';
  return 'personal';
}

export type TransferStep = 'transfer' | 'undo' | 'none';

/**
 * Pure. What a status change of a MAFEG does to its final goals (SPEC §4): reaching the final status (final
 * confirmation of the documentation) copies the documentation's goals into final goals; going back from the
 * final (or the closed) status to any other status removes those copies again. Closing a completed process
 * keeps them. Other process types transfer nothing.
 */
export function transferStepFor(
  processType: number,
  change: { from: number; to: number },
  statuses: { finalStatus: number; closedStatus: number | null },
): TransferStep {
  if (processType !== 1 || change.from === change.to) return 'none';
  if (change.to === statuses.finalStatus) return 'transfer';
  if (change.to === statuses.closedStatus) return 'none';
  const leaves = change.from === statuses.finalStatus || change.from === statuses.closedStatus;
  return leaves ? 'undo' : 'none';
}
