import type { DashboardTask } from '../../../engine/api/dashboard';
import type { DocumentsReminder } from '../../../engine/api/pdc-edc';
import type { TaskType } from '../../../engine/dashboard/task-types';
import type { ProcessApi } from '../../processes';

/** A feedback step of the process core (fill in or approve). */
export type FeedbackStep = Awaited<ReturnType<ProcessApi['openTasks']>>[number];
/** Pure. The task key of a feedback step. */
const feedbackTaskKey = (step: Pick<FeedbackStep, 'feedbackId' | 'step'>) =>
  `feedback:${step.feedbackId}:${step.step}`;
/** Pure. The task key of a PDC/EDC documents reminder. */
const documentsTaskKey = (reminder: Pick<DocumentsReminder, 'processId'>) =>
  `pdc-edc:${reminder.processId}:documents`;

/** A task before its link is known (see getTasks). */
export type ComposedTask = Omit<DashboardTask, 'link'>;

/**
 * Pure. The user's tasks from the feedback steps and the documents reminders, each marked visible unless its key
 * is hidden; a preparation with a reminder is not listed a second time as a feedback to fill in. Ordered by due
 * date (undated last), then key. `today` is `YYYY-MM-DD`.
 */
export function composeTasks(
  steps: readonly FeedbackStep[],
  reminders: readonly DocumentsReminder[],
  hidden: ReadonlySet<string>,
  today: string,
): ComposedTask[] {
  const reminded = new Set(reminders.flatMap((r) => (r.feedbackId === null ? [] : [r.feedbackId])));
  const tasks: ComposedTask[] = [
    ...steps
      .filter((s) => !(s.step === 'fill' && reminded.has(s.feedbackId)))
      .map((s) => ({
        key: feedbackTaskKey(s),
        type: (s.step === 'fill' ? 'fillFeedback' : 'approveFeedback') as TaskType,
        visible: true,
        processId: s.processId,
        processType: s.processType,
        feedbackId: s.feedbackId,
        feedbackType: s.feedbackType,
        recipient: s.recipient,
        title: s.title,
        statusLabel: s.statusLabel,
        dueDate: s.dueDate,
        overdue: s.dueDate !== null && s.dueDate < today,
      })),
    ...reminders.map((r) => ({
      key: documentsTaskKey(r),
      type: 'sendConferenceDocuments' as const,
      visible: true,
      processId: r.processId,
      processType: r.processType,
      feedbackId: r.feedbackId,
      feedbackType: null,
      recipient: {
        id: r.recipient.id,
        firstName: r.recipient.firstName,
        lastName: r.recipient.lastName,
        shorthand: r.recipient.shorthand,
      },
      title: r.talkround === null ? {} : { 'de-DE': r.talkround, 'en-US': r.talkround },
      statusLabel: {},
      dueDate: r.dueDate,
      overdue: r.state === 'late',
    })),
  ];
  return tasks
    .map((task) => ({ ...task, visible: !hidden.has(task.key) }))
    .sort(
      (a, b) =>
        (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') || a.key.localeCompare(b.key),
    );
}
