import { describe, expect, it } from 'vitest';
import { completionRate, statusReportRows, summarizeScale } from './aggregate';
import { anonymityThresholdOf, DEFAULT_ANONYMITY_THRESHOLD } from '../anonymity';
import { reportScopeOf } from './access';

describe('summarizeScale', () => {
  it('hides mean and distribution of a group below the threshold', () => {
    expect(summarizeScale([1, 2, 3, 4], 5)).toEqual({
      count: 4,
      mean: null,
      distribution: null,
      suppressed: true,
    });
  });
  it('shows count, mean and distribution from the threshold on', () => {
    const s = summarizeScale([1, 2, 2, 4, 5], 5);
    expect(s.suppressed).toBe(false);
    expect(s.mean).toBe(2.8);
    expect([...s.distribution!.entries()].sort()).toEqual([
      [1, 1],
      [2, 2],
      [4, 1],
      [5, 1],
    ]);
  });
  it('an empty group is not suppressed, just empty', () => {
    expect(summarizeScale([], 5)).toEqual({ count: 0, mean: null, distribution: null, suppressed: false });
  });
});

describe('statusReportRows', () => {
  const groups: Record<number, 0 | 10 | 99 | 999> = { 100: 0, 110: 10, 170: 99, 199: 999 };
  it('counts per dashboard group and status, with the completion rate of the processes not closed', () => {
    const rows = statusReportRows(
      [
        { groupKey: 'a', groupLabel: 'Sales', statusId: 100, count: 2 },
        { groupKey: 'a', groupLabel: 'Sales', statusId: 170, count: 2 },
        { groupKey: 'a', groupLabel: 'Sales', statusId: 199, count: 1 },
        { groupKey: 'b', groupLabel: 'IT', statusId: 110, count: 3 },
        { groupKey: 'b', groupLabel: 'IT', statusId: 555, count: 1 },
      ],
      (s) => groups[s] ?? null,
      [100, 110, 170, 199],
    );
    expect(rows[0]).toMatchObject({ group: 'Sales', total: 5, group0: 2, group99: 2, group999: 1, s199: 1 });
    expect(rows[0]!.completionRate).toBe(50);
    expect(rows[1]).toMatchObject({ group: 'IT', total: 4, group10: 3, s110: 3, completionRate: 0 });
  });
  it('completion rate is null when every process is closed', () => {
    expect(completionRate(0, 2, 2)).toBeNull();
  });
});

describe('reporting access and settings', () => {
  it('HR and administrators report on the organization, supervisors on their line, others not at all', () => {
    expect(reportScopeOf(['dpt.full_admin'], false)).toBe('organization');
    expect(reportScopeOf(['dpt.processes.read'], true)).toBe('organization');
    expect(reportScopeOf([], true)).toBe('line');
    expect(reportScopeOf(['dpt.user.read'], false)).toBeNull();
  });
  it('the threshold falls back to the default when unset or out of range', () => {
    expect(anonymityThresholdOf(undefined)).toBe(DEFAULT_ANONYMITY_THRESHOLD);
    expect(anonymityThresholdOf(1)).toBe(DEFAULT_ANONYMITY_THRESHOLD);
    expect(anonymityThresholdOf(7)).toBe(7);
  });
});
