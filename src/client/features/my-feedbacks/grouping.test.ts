import { describe, expect, it } from 'vitest';
import { archiveOf, groupCurrent, mergeProcesses } from './grouping';
import type { Process } from '../../../engine/api/feedbacks-answers';

let nextId = 1;
const process = (overrides: Partial<Process>): Process =>
  ({
    id: nextId++,
    dashboardGroup: 0,
    isClosed: false,
    isFinished: false,
    talkDate: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    feedbacks: [],
    ...overrides,
  }) as Process;

describe('my processes', () => {
  it('merges own and donor processes; a process in both is the own one', () => {
    const shared = process({});
    const merged = mergeProcesses([shared], [shared, process({})]);
    expect(merged.map((e) => e.role)).toEqual(['recipient', 'donor']);
  });

  it('groups current processes by dashboard group, next talk first, archive apart', () => {
    const late = process({ dashboardGroup: 10, talkDate: '2026-05-02T09:00:00Z' });
    const soon = process({ dashboardGroup: 10, talkDate: '2026-03-01T09:00:00Z' });
    const undated = process({ dashboardGroup: 10 });
    const open = process({ dashboardGroup: 0 });
    const odd = process({ dashboardGroup: 42 });
    const closed = process({ dashboardGroup: 999, isClosed: true });
    const entries = mergeProcesses([late, soon, undated, open, odd, closed], []);
    const groups = groupCurrent(entries);
    expect(groups.map((g) => g.group)).toEqual([0, 10, null]);
    expect(groups[1].entries.map((e) => e.process.id)).toEqual([soon.id, late.id, undated.id]);
  });

  it('archives closed and complete processes, the latest change first', () => {
    const old = process({ isFinished: true, updatedAt: '2025-01-01T00:00:00Z' });
    const recent = process({ isClosed: true, updatedAt: '2026-02-01T00:00:00Z' });
    const current = process({});
    expect(archiveOf(mergeProcesses([old, recent, current], [])).map((e) => e.process.id)).toEqual([
      recent.id,
      old.id,
    ]);
  });
});
