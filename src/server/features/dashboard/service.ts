import type { DashboardServices } from './deps';
import { actorOf } from '../../processes';
import { civilDateIn } from '../../../engine/calendar';
import type { Principal } from '../../auth/principal';
import { badRequest } from '../../errors';
import { hiddenTaskKeys, setTaskHidden } from './repo';
import type { SetTaskVisibilityBody } from './schemas';
import { composeTasks, type DashboardTask } from './tasks';

/** The users-hub message that the user's tasks changed (SPEC §7 users hub). */
export const FEEDBACK_TASKS_UPDATED = 'FeedbackTasksUpdated';

const ownerOf = (principal: Principal) => ({
  organizationId: principal.organization.id,
  userId: principal.user.id,
});

/**
 * The signed-in user's open tasks (GET /Dashboard/GetTasks): the feedbacks the workflow expects the user to
 * fill in or approve now and the PDC/EDC documents the user still has to send, each with its visibility.
 */
export async function getTasks(deps: DashboardServices, principal: Principal): Promise<DashboardTask[]> {
  const [steps, reminders, hidden] = await Promise.all([
    deps.processes.openTasks(actorOf(principal)),
    deps.documentsReminders(principal),
    hiddenTaskKeys(deps.db, ownerOf(principal)),
  ]);
  // due dates are calendar days where the organization is, as in PDC/EDC
  const { timeZone } = await deps.organizationConfig.get(principal.organization.id);
  return composeTasks(steps, reminders, hidden, civilDateIn(new Date(), timeZone));
}

/**
 * Hides or shows one of the user's tasks (POST /Dashboard/SetTaskVisibility); 400 UNKNOWN_TASK for a key that is
 * not one of the user's open tasks (nothing stored). Tells the user's other screens on the users hub.
 */
export async function setTaskVisibility(
  deps: DashboardServices,
  principal: Principal,
  body: SetTaskVisibilityBody,
): Promise<DashboardTask[]> {
  const tasks = await getTasks(deps, principal);
  if (!tasks.some((task) => task.key === body.taskKey))
    throw badRequest('UNKNOWN_TASK', 'This is not one of your open tasks.', [
      { path: '/body/taskKey', message: 'is not an open task of yours' },
    ]);
  await setTaskHidden(deps.db, ownerOf(principal), body.taskKey, !body.visible);
  try {
    await deps.hubs.publish({
      hub: 'users',
      organizationId: principal.organization.id,
      target: FEEDBACK_TASKS_UPDATED,
      args: [{ taskKey: body.taskKey, visible: body.visible }],
      to: { kind: 'user', userId: principal.user.id },
    });
  } catch (err) {
    // the change is stored; other screens catch up on their next load
    deps.log.error({ err }, 'FeedbackTasksUpdated could not be published');
  }
  return tasks.map((task) => (task.key === body.taskKey ? { ...task, visible: body.visible } : task));
}
