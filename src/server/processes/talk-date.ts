import { FEEDBACK_TYPES, TRIGGERS } from '../../engine/constants';
import { closedStatusOf, compileWorkflow, nextStatus } from '../../engine/workflows';
import { runProcessAction, type FeedbackServices } from './action-scope';
import { feedbackActions, requireAction, type Actor } from './policy';
import {
  listOrganizationsWithPassedTalkDates,
  listProcessesWithPassedTalkDate,
  markTalkDatesReached,
} from './talk-date-repo';

/**
 * Sets the talk date (POST /FeedbackTalkDate): needs write on the talk date (feedback type 100) and a transition
 * for trigger 7 from the current status (409 otherwise); stores the date and fires 7. A date already passed is
 * picked up by the talk-date job, which fires 100.
 */
export async function setTalkDate(
  services: FeedbackServices,
  actor: Actor,
  processId: number,
  talkDate: Date,
): Promise<void> {
  await runProcessAction(services, actor, actor.organizationId, processId, async (scope) => {
    const actions = feedbackActions(scope.compiled, scope.process, scope.donorRoles, null);
    requireAction(
      scope.compiled,
      scope.process.status_id,
      scope.donorRoles,
      FEEDBACK_TYPES.talkDate,
      actions,
      'setTalkDate',
    );
    const from = scope.process.status_id;
    await scope.setStatus(from, null, { talk_date: talkDate, talk_date_reached: false });
    await scope.fire(TRIGGERS.talkDateSet, FEEDBACK_TYPES.talkDate, null);
    await scope.record({
      kind: 'talkDateSet',
      trigger: TRIGGERS.talkDateSet,
      fromStatus: from,
      payload: { talkDate: talkDate.toISOString() },
    });
  });
}

/**
 * Fires trigger 100 (talk date reached) for every process whose talk date has passed and whose current status
 * has a transition for it; marks the date reached then. Processes that are complete or closed get their date
 * marked without a transition. Exported for the scheduler and for tests; returns how many processes moved.
 */
export async function fireReachedTalkDates(services: FeedbackServices, now = new Date()): Promise<number> {
  const { db } = services;
  const organizations = await listOrganizationsWithPassedTalkDates(db, now);
  let moved = 0;
  for (const { organization_id: organizationId } of organizations) {
    const config = await services.organizationConfig.get(organizationId);
    for (const settings of config.workflows) {
      const compiled = compileWorkflow(settings);
      const ended = [settings.finalStatus, closedStatusOf(settings) ?? settings.finalStatus];
      const { processType } = settings;
      await markTalkDatesReached(db, { organizationId, processType, statusIds: ended }, now);
      const movable = settings.statusList
        .map((s) => s.statusId)
        .filter(
          (statusId) =>
            nextStatus(compiled, statusId, TRIGGERS.talkDateReached, FEEDBACK_TYPES.talkDate) !== null,
        );
      if (movable.length === 0) continue;
      const due = await listProcessesWithPassedTalkDate(
        db,
        { organizationId, processType, statusIds: movable },
        now,
      );
      for (const { id } of due) {
        const fired = await runProcessAction(services, null, organizationId, id, async (scope) => {
          const { process } = scope;
          // re-checked under the lock: another instance or a new date may have come first
          if (process.talk_date_reached || !process.talk_date || process.talk_date > now) return false;
          const from = process.status_id;
          const change = await scope.fire(TRIGGERS.talkDateReached, FEEDBACK_TYPES.talkDate, null);
          if (
            !change.moved &&
            nextStatus(scope.compiled, from, TRIGGERS.talkDateReached, FEEDBACK_TYPES.talkDate) === null
          )
            return false;
          await scope.setStatus(process.status_id, null, { talk_date_reached: true });
          await scope.record({
            kind: 'talkDateReached',
            trigger: TRIGGERS.talkDateReached,
            fromStatus: from,
          });
          return true;
        });
        if (fired) moved += 1;
      }
    }
  }
  return moved;
}

/** How often the scheduler looks for passed talk dates. */
export const TALK_DATE_JOB_INTERVAL_MS = 60_000;

/** Starts the talk-date job (every interval, one run at a time); the returned stop waits for a run in flight. */
export function startTalkDateJob(
  services: FeedbackServices,
  log: { error: (object: object, message: string) => void },
  intervalMs = TALK_DATE_JOB_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = fireReachedTalkDates(services)
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'talk date job failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
