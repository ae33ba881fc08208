// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Target } from '../../../engine/forms/answer-types';
import { isEmptyAction, isEmptySubTarget, withoutEmptyRows } from './target-parts';

describe('withoutEmptyRows', () => {
  it('drops sub-goals and actions nobody filled in, and keeps every row with something in it', () => {
    const goal: Target = {
      id: 'g',
      title: 'Goal',
      status: 0,
      subTargets: [
        { id: 's1', title: '  ', status: 0 },
        { id: 's2', title: '', status: 20 },
        { id: 's3', title: '', status: 0, dueDate: '2027-01-31' },
        { id: 's4', title: 'Sub', status: 0 },
      ],
      actions: [
        { id: 'a1', action: '' },
        { id: 'a2', action: ' ', responsible: 'Jonas' },
        { id: 'a3', action: 'Course' },
      ],
    };
    const saved = withoutEmptyRows(goal);
    expect(saved.subTargets.map((s) => s.id)).toEqual(['s2', 's3', 's4']);
    expect(saved.actions.map((a) => a.id)).toEqual(['a2', 'a3']);
    expect(goal.subTargets).toHaveLength(4);
    expect(isEmptySubTarget({ id: 'x', title: '', status: 0 })).toBe(true);
    expect(isEmptyAction({ id: 'x', action: '', responsible: '', dueDate: undefined })).toBe(true);
  });
});
