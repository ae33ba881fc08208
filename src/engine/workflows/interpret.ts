import { transition } from 'xstate';
import { TRIGGER_IDS, type FeedbackType, type TriggerType } from '../constants';
import type { CompiledWorkflow } from './compile';
import type { WorkflowEvent } from './trigger-events';
import { triggerName } from './trigger-events';

// The machine's answers per compiled workflow, by status, event and feedback type. A compiled workflow never
// changes, and asking XState (can + transition) costs about 0.1 ms: every action, list row and feedback
// view asks up to six such questions, so each is answered by the machine once and then from here.
const answers = new WeakMap<CompiledWorkflow, Map<string, number | null>>();

function step(compiled: CompiledWorkflow, statusId: number, event: WorkflowEvent): number | null {
  let known = answers.get(compiled);
  if (!known) answers.set(compiled, (known = new Map()));
  const key = `${statusId} ${event.type} ${'feedbackType' in event ? event.feedbackType : ''}`;
  const answer = known.get(key);
  if (answer !== undefined) return answer;
  const snapshot = compiled.snapshots.get(statusId);
  const next =
    !snapshot || !snapshot.can(event) ? null : Number(transition(compiled.machine, snapshot, event)[0].value);
  known.set(key, next);
  return next;
}

/**
 * Pure. The status the trigger moves a process in `statusId` to, computed by the XState machine: the
 * transition for exactly this feedback type wins over one for any feedback type; feedbackType null only
 * matches the latter. Null when no transition is defined (the status stays) or the status is unknown. A
 * transition back to the same status (e.g. rescheduling the talk date) returns `statusId`.
 */
export function nextStatus(
  compiled: CompiledWorkflow,
  statusId: number,
  trigger: TriggerType,
  feedbackType: FeedbackType | null,
): number | null {
  return step(compiled, statusId, { type: triggerName(trigger), feedbackType });
}

/** Pure. The triggers that have a transition from `statusId` for this feedback type, in id order. */
export function availableTriggers(
  compiled: CompiledWorkflow,
  statusId: number,
  feedbackType: FeedbackType | null,
): TriggerType[] {
  return TRIGGER_IDS.filter((trigger) => nextStatus(compiled, statusId, trigger, feedbackType) !== null);
}

/** Pure. Where "close" leads from `statusId`: the closed status, or null when already closed or unknown. */
export function closeTarget(compiled: CompiledWorkflow, statusId: number): number | null {
  return step(compiled, statusId, { type: 'close' });
}
