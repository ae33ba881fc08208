import { routeOf } from '../../../engine/notifications/route-of';
import type { DateFormat } from '../../../engine/format/dates';
import { personName } from '../../process-common/labels';
import type { Translate } from '../../lib/i18n/translate';
import type { DashboardTask } from '../../../engine/api/dashboard';

/** Pure. Where a task is done: the link the server answered (what the user may open now), else the dashboard. */
export const taskLink = (task: DashboardTask, slug: string): string =>
  routeOf(slug, task.link) ?? `/${slug}/dashboard`;

/** Pure. The tasks shown: the visible ones, and with `showHidden` the hidden ones too. */
export const shownTasks = (tasks: readonly DashboardTask[], showHidden: boolean) =>
  showHidden ? [...tasks] : tasks.filter((task) => task.visible);

/** Pure. What to do, e.g. "Self-evaluation: fill in and submit". */
export function taskTitle(task: DashboardTask, t: Translate): string {
  return t(`dashboardTasks.types.${task.type}`, {
    feedback: t(`processCommon.feedbackTypes.${task.feedbackType}`),
    process: t(`processTypes.${task.processType}`),
  });
}

/** Pure. For whom and when, e.g. "MAFEG of Emil Employee · due 03/12/2099". */
export function taskDetails(task: DashboardTask, t: Translate, dates: DateFormat, userId: number): string {
  const process = t(`processTypes.${task.processType}`);
  const whose =
    task.recipient?.id === userId
      ? t('dashboardTasks.own', { process })
      : t('dashboardTasks.ofPerson', { process, name: personName(task.recipient) });
  if (task.dueDate === null) return whose;
  const date = dates.date(task.dueDate);
  return `${whose} · ${t(task.overdue ? 'dashboardTasks.overdue' : 'dashboardTasks.due', { date })}`;
}
