import { describe, expect, it } from 'vitest';
import type { DocumentsReminder } from '../../../engine/api/pdc-edc';
import { composeTasks, type FeedbackStep } from './tasks';

const person = { id: 7, firstName: 'Emil', lastName: 'Employee', shorthand: 'EE' };
const step = (overrides: Partial<FeedbackStep>): FeedbackStep => ({
  step: 'fill',
  processId: 1,
  processType: 1,
  statusId: 100,
  statusLabel: { 'en-US': 'Not started' },
  title: { 'en-US': 'MAFEG 2026' },
  feedbackId: 11,
  feedbackType: 1,
  recipient: person,
  dueDate: null,
  ...overrides,
});
const reminder = (overrides: Partial<DocumentsReminder>): DocumentsReminder => ({
  processId: 5,
  processType: 5,
  feedbackId: 51,
  recipient: { ...person, position: 'Sales' },
  talkround: 'PDC 2026',
  conferenceDate: '2026-10-15',
  dueDate: '2026-10-08',
  state: 'due',
  ...overrides,
});

describe('composeTasks', () => {
  it('keys, types and visibility; a reminded preparation is not also a feedback to fill in', () => {
    const tasks = composeTasks(
      [
        step({}),
        step({ feedbackId: 51, processId: 5, feedbackType: 3 }),
        step({ step: 'approve', feedbackId: 12 }),
      ],
      [reminder({})],
      new Set(['feedback:12:approve']),
      '2026-10-01',
    );
    expect(tasks.map((t) => [t.key, t.type, t.visible])).toEqual([
      ['pdc-edc:5:documents', 'sendConferenceDocuments', true],
      ['feedback:11:fill', 'fillFeedback', true],
      ['feedback:12:approve', 'approveFeedback', false],
    ]);
    expect(tasks[0]).toMatchObject({
      title: { 'de-DE': 'PDC 2026', 'en-US': 'PDC 2026' },
      recipient: person,
      overdue: false,
    });
  });

  it('orders by due date, undated last; overdue from the date or the documents state', () => {
    const tasks = composeTasks(
      [
        step({ feedbackId: 1, dueDate: null }),
        step({ feedbackId: 2, dueDate: '2026-09-30' }),
        step({ feedbackId: 3, dueDate: '2026-10-01' }),
      ],
      [reminder({ dueDate: '2026-10-20', state: 'late' })],
      new Set(),
      '2026-10-01',
    );
    expect(tasks.map((t) => [t.key, t.overdue])).toEqual([
      ['feedback:2:fill', true],
      ['feedback:3:fill', false],
      ['pdc-edc:5:documents', true],
      ['feedback:1:fill', false],
    ]);
  });
});
