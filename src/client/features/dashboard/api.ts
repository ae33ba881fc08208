import useSWR from 'swr';
import { http, isUnexpectedError, swrFetcher } from '../../api';
import type { DashboardTask } from '../../../engine/dashboard/task-types';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

export type { DashboardTask };

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
