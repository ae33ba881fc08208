import { describe, expect, it } from 'vitest';
import {
  dashboardGroupKey,
  isArchived,
  personName,
  primaryFeedback,
  processStatusLabel,
  readableFeedbacks,
} from './labels';
import type { FeedbackSummary } from '../../engine/api/feedbacks-answers';

const feedback = (id: number, feedbackType: number, canRead = true, canEdit = false): FeedbackSummary => ({
  id,
  feedbackType,
  donor: null,
  formId: null,
  status: 100,
  isInProgress: false,
  isSubmitted: false,
  submittedAt: null,
  approvedAt: null,
  canRead,
  canEdit,
});

describe('process labels', () => {
  it('names people and falls back for nobody', () => {
    expect(personName({ id: 1, firstName: 'Emil', lastName: 'Weber', shorthand: 'EWEB' })).toBe('Emil Weber');
    expect(personName(null)).toBe('—');
  });

  it('shows the status label in the language, else the other one, else the id', () => {
    const process = { statusId: 110, statusLabel: { 'de-DE': 'In Vorbereitung', 'en-US': 'Preparing' } };
    expect(processStatusLabel(process, 'en-US')).toBe('Preparing');
    expect(processStatusLabel({ statusId: 110, statusLabel: { 'de-DE': 'Nur Deutsch' } }, 'en-US')).toBe(
      'Nur Deutsch',
    );
    expect(processStatusLabel({ statusId: 110, statusLabel: {} }, 'de-DE')).toBe('110');
  });

  it('orders readable feedbacks as the talk goes: self, manager, comparison, documentation', () => {
    const process = {
      feedbacks: [feedback(3, 3), feedback(4, 4), feedback(1, 1), feedback(2, 2, false)],
    };
    expect(readableFeedbacks(process).map((f) => f.id)).toEqual([1, 4, 3]);
  });

  it('opens the feedback the caller works on, else the first readable one', () => {
    expect(primaryFeedback({ feedbacks: [feedback(1, 1), feedback(3, 3, true, true)] })?.id).toBe(3);
    expect(primaryFeedback({ feedbacks: [feedback(3, 3), feedback(1, 1)] })?.id).toBe(1);
    expect(primaryFeedback({ feedbacks: [feedback(1, 1, false)] })).toBeUndefined();
  });

  it('archives closed and complete processes', () => {
    expect(isArchived({ isClosed: true, isFinished: false })).toBe(true);
    expect(isArchived({ isClosed: false, isFinished: true })).toBe(true);
    expect(isArchived({ isClosed: false, isFinished: false })).toBe(false);
  });

  it('names dashboard groups; PDC and EDC call 99 submitted', () => {
    expect(dashboardGroupKey(10, 1)).toBe('processCommon.dashboardGroups.10');
    expect(dashboardGroupKey(99, 5)).toBe('processCommon.dashboardGroupsPdc.99');
    expect(dashboardGroupKey(99, 1)).toBe('processCommon.dashboardGroups.99');
    expect(dashboardGroupKey(null)).toBe('processCommon.dashboardGroups.none');
    expect(dashboardGroupKey(42)).toBe('processCommon.dashboardGroups.none');
  });
});
