import type { Localized } from '../constants';

/** The kinds of dashboard task (SPEC §3 Dashboard "tasks"), shared by the server and the client. */
export const TASK_TYPES = ['fillFeedback', 'approveFeedback', 'sendConferenceDocuments'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

type Person = { id: number; firstName: string; lastName: string; shorthand: string };

/** One open task of GET /api/Dashboard/GetTasks, each with its visibility flag; the client words it. */
export type DashboardTask = {
  /** stable while the task is open: the hidden flag is stored under it */
  key: string;
  type: TaskType;
  visible: boolean;
  processId: number;
  processType: number;
  feedbackId: number | null;
  feedbackType: number | null;
  recipient: Person | null;
  /** the process title (feedback tasks) or the talkround's name (documents) */
  title: Localized;
  statusLabel: Localized;
  /** `YYYY-MM-DD`, or null where the task has no date */
  dueDate: string | null;
  overdue: boolean;
};
