import { describe, expect, it } from 'vitest';
import { buildAccess, buildSettings, buildStatus, buildTransition } from './__fixtures__/build-settings';
import broken from './__fixtures__/broken-workflow.json';
import brokenIssues from './__fixtures__/broken-workflow.issues.json';
import { checkWorkflowSettings } from './check';
import type { WorkflowSettings } from './types';

const codes = (settings: WorkflowSettings) => checkWorkflowSettings(settings).map((i) => i.code);

describe('checkWorkflowSettings', () => {
  it('finds nothing wrong with sound settings', () => {
    expect(checkWorkflowSettings(buildSettings())).toEqual([]);
  });

  it('reports a duplicate status id at the second occurrence', () => {
    const settings = buildSettings({ statusList: [...buildSettings().statusList, buildStatus(20)] });
    expect(checkWorkflowSettings(settings)).toEqual([
      {
        code: 'duplicateStatus',
        messageKey: 'workflows.issues.duplicateStatus',
        params: { statusId: 20 },
        path: '/statusList/4/statusId',
      },
    ]);
  });

  it('reports initial, final and closed statuses that are not in the list', () => {
    const settings = buildSettings({ initialStatus: 1, finalStatus: 2, closedStatus: 3 });
    expect(codes(settings)).toEqual(
      expect.arrayContaining(['unknownInitialStatus', 'unknownFinalStatus', 'unknownClosedStatus']),
    );
  });

  it('derives the closed status from dashboard group 999, and needs exactly one', () => {
    const { closedStatus: _none, ...withoutClosed } = buildSettings();
    expect(codes(withoutClosed)).toEqual([]);
    const noClosed = { ...withoutClosed, statusList: withoutClosed.statusList.slice(0, 3) };
    expect(codes(noClosed)).toEqual(['missingClosedStatus']);
    const twoClosed = { ...withoutClosed, statusList: [...withoutClosed.statusList, buildStatus(98, 999)] };
    expect(codes(twoClosed)).toContain('ambiguousClosedStatus');
  });

  it('does not accept closing as completion', () => {
    expect(codes(buildSettings({ finalStatus: 99 }))).toContain('finalIsClosedStatus');
  });

  it('reports transitions between unknown statuses and out of the closed status', () => {
    const settings = buildSettings({
      transitions: [...buildSettings().transitions, buildTransition(5, 6, 1, 1), buildTransition(99, 10, 7)],
    });
    const issues = checkWorkflowSettings(settings);
    expect(issues.filter((i) => i.code === 'unknownTransitionStatus').map((i) => i.path)).toEqual([
      '/transitions/2/from',
      '/transitions/2/to',
    ]);
    expect(issues.find((i) => i.code === 'closedStatusHasTransitions')?.path).toBe('/transitions/3/from');
  });

  it('tells duplicate transitions from conflicting (non-deterministic) ones', () => {
    const base = buildSettings().transitions;
    const duplicate = buildSettings({ transitions: [...base, buildTransition(10, 20, 6, 3)] });
    expect(checkWorkflowSettings(duplicate)).toEqual([
      expect.objectContaining({ code: 'duplicateTransition', path: '/transitions/2' }),
    ]);
    const conflicting = buildSettings({ transitions: [...base, buildTransition(10, 30, 6, 3)] });
    expect(checkWorkflowSettings(conflicting)).toEqual([
      expect.objectContaining({
        code: 'conflictingTransitions',
        path: '/transitions/2',
        params: { index: 0, from: 10, trigger: 6, feedbackType: 3, to: 30, otherTo: 20 },
      }),
    ]);
  });

  it('accepts a transition for any feedback type next to one for a concrete type', () => {
    const settings = buildSettings({
      transitions: [...buildSettings().transitions, buildTransition(10, 30, 6, null)],
    });
    expect(codes(settings)).toEqual([]);
  });

  it('reports feedback types the workflow does not allow, in transitions and access entries', () => {
    const settings = buildSettings({
      allowedFeedbackTypes: [3],
      transitions: [...buildSettings().transitions, buildTransition(10, 20, 1, 1)],
      userAccess: [buildAccess({ statusId: 10, donorRole: 10, feedbackType: 2, read: true })],
    });
    expect(checkWorkflowSettings(settings).map((i) => [i.code, i.path])).toEqual([
      ['feedbackTypeNotAllowed', '/transitions/2/feedbackType'],
      ['feedbackTypeNotAllowed', '/userAccess/0/feedbackType'],
    ]);
  });

  it('reports statuses no trigger reaches; closing reaches only the closed status', () => {
    const settings = buildSettings({
      statusList: [...buildSettings().statusList, buildStatus(40)],
      transitions: [...buildSettings().transitions, buildTransition(40, 30, 3, 3)],
    });
    expect(checkWorkflowSettings(settings)).toEqual([
      expect.objectContaining({
        code: 'unreachableStatus',
        path: '/statusList/4',
        params: expect.anything(),
      }),
    ]);
  });

  it('reports statuses from which the process can never complete', () => {
    const settings = buildSettings({
      statusList: [...buildSettings().statusList, buildStatus(40)],
      transitions: [...buildSettings().transitions, buildTransition(20, 40, 200)],
    });
    expect(checkWorkflowSettings(settings)).toEqual([
      expect.objectContaining({
        code: 'noPathToFinal',
        path: '/statusList/4',
        params: { statusId: 40, finalStatus: 30 },
      }),
    ]);
  });

  it('reports access entries for unknown statuses and duplicate access entries', () => {
    const entry = buildAccess({ statusId: 10, donorRole: 20, feedbackType: 3, write: true });
    const settings = buildSettings({
      userAccess: [
        entry,
        { ...entry, read: true },
        { ...entry, statusId: 77 },
        { ...entry, feedbackType: null },
      ],
    });
    expect(checkWorkflowSettings(settings).map((i) => [i.code, i.path])).toEqual([
      ['duplicateAccessEntry', '/userAccess/1'],
      ['unknownAccessStatus', '/userAccess/2/statusId'],
    ]);
  });

  it('matches the golden list of issues of a thoroughly broken workflow', () => {
    expect(checkWorkflowSettings(broken as WorkflowSettings)).toEqual(brokenIssues);
  });
});
