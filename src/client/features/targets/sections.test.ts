import { describe, expect, it } from 'vitest';
import { canAddIn, goalsOf } from './sections';
import type { TargetItem } from '../../../engine/api/targets';

const goal = (id: string, category: TargetItem['category'], isArchived = false) =>
  ({ id, category, isArchived }) as TargetItem;

describe('goalsOf', () => {
  const goals = [
    goal('a', 'personal'),
    goal('b', 'final'),
    goal('c', 'personal', true),
    goal('d', 'documentation'),
    goal('e', 'selfAssessment'),
    goal('f', 'managerAssessment', true),
  ];
  it('puts archived goals only in the archive and the others in their category', () => {
    expect(goalsOf(goals, 'personal').map((g) => g.id)).toEqual(['a']);
    expect(goalsOf(goals, 'final').map((g) => g.id)).toEqual(['b']);
    expect(goalsOf(goals, 'documentation').map((g) => g.id)).toEqual(['d']);
    expect(goalsOf(goals, 'selfAssessment').map((g) => g.id)).toEqual(['e']);
    expect(goalsOf(goals, 'managerAssessment')).toEqual([]);
    expect(goalsOf(goals, 'archive').map((g) => g.id)).toEqual(['c', 'f']);
  });
  it('adds goals only to the own and the final goals', () => {
    expect(['personal', 'final'].every((s) => canAddIn(s as 'personal'))).toBe(true);
    expect(
      ['selfAssessment', 'managerAssessment', 'documentation', 'archive'].some((s) =>
        canAddIn(s as 'archive'),
      ),
    ).toBe(false);
  });
});
