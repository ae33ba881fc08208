import useSWR from 'swr';
import { http, isUnexpectedError, swrFetcher } from '../../api';
import type { DateList, ProcessCounts, TaskList, WidgetLayoutAnswer } from '../../../engine/api/dashboard';
import type { WidgetLayout } from '../../../engine/dashboard/widgets';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** The SWR key of the user's tasks. */
const tasksKey = (slug: string) => ['/Dashboard/GetTasks', slug] as const;

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

/** The SWR key of the user's dates (the calendar and the talkround box). */
const datesKey = (slug: string) => ['/Dashboard/GetDates', slug] as const;
/** GET /Dashboard/GetDates: the signed-in user's dates (a year back, 18 months ahead); null when it failed. */
export function useDates(slug: string) {
  return useSWR(datesKey(slug), swrFetcher<DateList>, options);
}

/** GET /Dashboard/GetProcesses: counts per process type and dashboard group; null when it failed. */
export function useProcessCounts(slug: string) {
  return useSWR(['/Dashboard/GetProcesses', slug] as const, swrFetcher<ProcessCounts>, options);
}

/** GET /Dashboard/GetWidgets: the user's widget layout; null when it failed. */
export function useWidgets(slug: string) {
  return useSWR(['/Dashboard/GetWidgets', slug] as const, swrFetcher<WidgetLayoutAnswer>, options);
}

/** POST /Dashboard/SaveWidgets with the layout as JSON text: the stored layout, or null when it failed. */
export async function saveWidgets(slug: string, layout: WidgetLayout): Promise<WidgetLayoutAnswer | null> {
  const result = await http.post<WidgetLayoutAnswer>('/Dashboard/SaveWidgets', JSON.stringify(layout), {
    organization: slug,
  });
  return isUnexpectedError(result) ? null : result;
}

/** POST /Dashboard/Build: stores the first layout unless there is one; the layout, or null when it failed. */
export async function buildDashboard(slug: string): Promise<WidgetLayoutAnswer | null> {
  const result = await http.post<WidgetLayoutAnswer>('/Dashboard/Build', {}, { organization: slug });
  return isUnexpectedError(result) ? null : result;
}
