import { Type, type Static } from 'typebox';

/** The longest task key a client may send (keys are short ids like `feedback:123:fill`). */
export const MAX_TASK_KEY_LENGTH = 100;

/** Body of POST /Dashboard/SetTaskVisibility. */
export const SetTaskVisibilityBody = Type.Object(
  {
    taskKey: Type.String({ minLength: 1, maxLength: MAX_TASK_KEY_LENGTH }),
    visible: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SetTaskVisibilityBody = Static<typeof SetTaskVisibilityBody>;
