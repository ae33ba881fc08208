import useSWR from 'swr';
import { http, isUnexpectedError, swrFetcher } from '../../api';
import type { Localized, PersonRef } from '../../process-common/types';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

export type TaskType = 'fillFeedback' | 'approveFeedback' | 'sendConferenceDocuments';

/** One task of GET /Dashboard/GetTasks (SPEC §3 Dashboard tasks, each with a visibility flag). */
export type DashboardTask = {
  key: string;
  type: TaskType;
  visible: boolean;
  processId: number;
  processType: number;
  feedbackId: number | null;
  feedbackType: number | null;
  recipient: PersonRef | null;
  title: Localized;
  statusLabel: Localized;
  dueDate: string | null;
  overdue: boolean;
};
export type TaskList = { result: DashboardTask[] };

/** The SWR key of the user's tasks. */
export const tasksKey = (slug: string) => ['/Dashboard/GetTasks', slug] as const;

/** GET /Dashboard/GetTasks: the signed-in user's open tasks; null when it failed. */
export function useTasks(slug: string) {
  return useSWR(tasksKey(slug), swrFetcher<TaskList>, options);
}

/** POST /Dashboard/SetTaskVisibility: the user's tasks afterwards, or null when it failed. */
export async function setTaskVisibility(
  slug: string,
  taskKey: string,
  visible: boolean,
): Promise<TaskList | null> {
  const result = await http.post<TaskList>(
    '/Dashboard/SetTaskVisibility',
    { taskKey, visible },
    { organization: slug },
  );
  return isUnexpectedError(result) ? null : result;
}
