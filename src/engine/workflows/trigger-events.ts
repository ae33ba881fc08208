import { TRIGGERS, type FeedbackType, type TriggerType } from '../constants';

/** The machine's event names are the trigger names of SPEC §4, so that the machine reads by itself. */
export type TriggerName = keyof typeof TRIGGERS;

const NAME_BY_TRIGGER = new Map<number, TriggerName>(
  (Object.entries(TRIGGERS) as [TriggerName, TriggerType][]).map(([name, id]) => [id, name]),
);

/** Pure. The event name of a trigger id ("documentationSubmitted" for 3). */
export function triggerName(trigger: TriggerType): TriggerName {
  const name = NAME_BY_TRIGGER.get(trigger);
  if (name === undefined) throw new RangeError(`Unknown trigger ${trigger}`);
  return name;
}

/** A trigger about one feedback; feedbackType null only matches transitions that accept any feedback. */
export type TriggerEvent = { type: TriggerName; feedbackType: FeedbackType | null };
/** "Close" (reason 1-8): from any non-closed status to the closed status. */
export type CloseEvent = { type: 'close' };
export type WorkflowEvent = TriggerEvent | CloseEvent;
