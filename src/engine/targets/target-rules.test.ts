import { describe, expect, it } from 'vitest';
import {
  invalidTargetStatuses,
  isArchivedTarget,
  isTargetStatus,
  targetCategoryOf,
  transferStepFor,
} from './target-rules';

const MAFEG = { finalStatus: 170, closedStatus: 199 };

describe('target statuses', () => {
  it('knows exactly the statuses of SPEC §3', () => {
    expect([0, 10, 20, 100, 110, 120].every(isTargetStatus)).toBe(true);
    expect([55, -1, 1, 30, 200, 10.5, '0', null].some(isTargetStatus)).toBe(false);
  });

  it('names every bad status of a goal and its sub-goals', () => {
    const subTargets = [
      { id: 'a', title: 'a', status: 20 as const },
      { id: 'b', title: 'b', status: 55 as never },
    ];
    expect(invalidTargetStatuses({ status: 55 as never, subTargets })).toEqual([
      '/status',
      '/subTargets/1/status',
    ]);
    expect(invalidTargetStatuses({ status: 0, subTargets: [] })).toEqual([]);
  });

  it('archives done, no longer relevant and not met goals', () => {
    expect([100, 110, 120].map((status) => isArchivedTarget({ status: status as 100 }))).toEqual([
      true,
      true,
      true,
    ]);
    expect([0, 10, 20].some((status) => isArchivedTarget({ status: status as 0 }))).toBe(false);
  });
});

describe('targetCategoryOf', () => {
  it('sorts goals by kind and the feedback they were written in', () => {
    expect(targetCategoryOf('personal', null)).toBe('personal');
    expect(targetCategoryOf('personal', 1)).toBe('selfAssessment');
    expect(targetCategoryOf('personal', 2)).toBe('managerAssessment');
    expect(targetCategoryOf('personal', 3)).toBe('documentation');
    expect(targetCategoryOf('final', null)).toBe('final');
    expect(targetCategoryOf('final', 3)).toBe('final');
  });
});

describe('transferStepFor', () => {
  it('transfers when a MAFEG reaches its final status', () => {
    expect(transferStepFor(1, { from: 160, to: 170 }, MAFEG)).toBe('transfer');
    expect(transferStepFor(1, { from: 100, to: 170 }, MAFEG)).toBe('transfer');
  });

  it('undoes when the process goes back from the final or closed status', () => {
    expect(transferStepFor(1, { from: 170, to: 150 }, MAFEG)).toBe('undo');
    expect(transferStepFor(1, { from: 199, to: 100 }, MAFEG)).toBe('undo');
  });

  it('keeps the final goals when a completed process is closed, and ignores other moves', () => {
    expect(transferStepFor(1, { from: 170, to: 199 }, MAFEG)).toBe('none');
    expect(transferStepFor(1, { from: 110, to: 120 }, MAFEG)).toBe('none');
    expect(transferStepFor(1, { from: 170, to: 170 }, MAFEG)).toBe('none');
  });

  it('transfers nothing for other process types', () => {
    expect(transferStepFor(3, { from: 240, to: 250 }, { finalStatus: 250, closedStatus: 299 })).toBe('none');
  });
});
