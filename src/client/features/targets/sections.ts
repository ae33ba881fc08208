import type { TargetCategory } from '../../../engine/targets';
import type { TargetItem } from '../../../engine/api/targets';

/** The sections of the goals screen (SPEC §2): by where a goal comes from, and the archive. */
export const GOAL_SECTIONS = [
  'personal',
  'selfAssessment',
  'managerAssessment',
  'documentation',
  'final',
  'archive',
] as const;
export type GoalSection = (typeof GOAL_SECTIONS)[number];

/** Pure. The goals of one section: archived goals only in the archive, the others by their category. */
export function goalsOf(goals: readonly TargetItem[], section: GoalSection): TargetItem[] {
  if (section === 'archive') return goals.filter((g) => g.isArchived);
  return goals.filter((g) => !g.isArchived && g.category === (section satisfies TargetCategory));
}

/** Pure. Sections where new goals can be added on this screen (the others come from forms or archive). */
export function canAddIn(section: GoalSection): boolean {
  return section === 'personal' || section === 'final';
}
