import { civilDateIn } from '../../../engine/calendar';
import type { Actor } from '../../auth/actor';
import { badRequest } from '../../errors';
import type { DashboardServices } from './deps';
import { hiddenTaskKeys, setTaskHidden } from './repo';
import type { DashboardTask, SetTaskVisibilityBody } from '../../../engine/api/dashboard';
import { composeTasks } from './tasks';

/** The users-hub message that the user's tasks changed (SPEC §7 users hub). */
const FEEDBACK_TASKS_UPDATED = 'FeedbackTasksUpdated';

/**
 * The actor's open tasks (GET /Dashboard/GetTasks): the feedbacks the workflow expects the user to fill in or
 * approve now and the PDC/EDC documents the user still has to send, each with its visibility and its link:
 * the task's feedback as the user may open it now (ProcessApi.linksTo).
 */
export async function getTasks(services: DashboardServices, actor: Actor): Promise<DashboardTask[]> {
  const [steps, reminders, hidden] = await Promise.all([
    services.processes.openTasks(actor),
    services.documentsReminders(actor),
    hiddenTaskKeys(services.db, actor),
  ]);
  // due dates are calendar days where the organization is, as in PDC/EDC
  const { timeZone } = await services.organizationConfig.get(actor.organizationId);
  const tasks = composeTasks(steps, reminders, hidden, civilDateIn(new Date(), timeZone));
  const links = await services.processes.linksTo(
    actor,
    tasks.map((task) => ({ processId: task.processId, feedbackId: task.feedbackId })),
  );
  return tasks.map((task, i) => ({ ...task, link: links[i] }));
}

/**
 * Hides or shows one of the actor's tasks (POST /Dashboard/SetTaskVisibility); 400 UNKNOWN_TASK for a key that
 * is not one of the user's open tasks (nothing stored). Tells the user's other screens on the users hub.
 */
export async function setTaskVisibility(
  services: DashboardServices,
  actor: Actor,
  input: SetTaskVisibilityBody,
): Promise<DashboardTask[]> {
  const tasks = await getTasks(services, actor);
  if (!tasks.some((task) => task.key === input.taskKey))
    throw badRequest('UNKNOWN_TASK', 'This is not one of your open tasks.', [
      { path: '/body/taskKey', message: 'is not an open task of yours' },
    ]);
  await setTaskHidden(services.db, actor, input.taskKey, !input.visible);
  try {
    await services.hubs.publish({
      hub: 'users',
      organizationId: actor.organizationId,
      target: FEEDBACK_TASKS_UPDATED,
      args: [{ taskKey: input.taskKey, visible: input.visible }],
      to: { kind: 'user', userId: actor.userId },
    });
  } catch (err) {
    // the change is stored; other screens catch up on their next load
    services.log.error({ err }, 'FeedbackTasksUpdated could not be published');
  }
  return tasks.map((task) => (task.key === input.taskKey ? { ...task, visible: input.visible } : task));
}
