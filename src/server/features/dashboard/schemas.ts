import { Type, type Static } from 'typebox';
import { MAX_WIDGET_SETTINGS_CHARS } from '../../../engine/dashboard/widgets';

/** Characters of a calendar feed secret: 32 random bytes in base64url. */
export const FEED_TOKEN_CHARS = 43;

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

const CivilDateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** Query of GET /Dashboard/GetDates: an optional range of days (both inclusive, at most three years). */
export const GetDatesQuery = Type.Object(
  { from: Type.Optional(CivilDateString), to: Type.Optional(CivilDateString) },
  { additionalProperties: false },
);
export type GetDatesQuery = Static<typeof GetDatesQuery>;

/** Body of POST /Dashboard/SaveWidgets: the layout as JSON text (SPEC §7), read by the engine's parser. */
export const SaveWidgetsBody = Type.String({ minLength: 2, maxLength: MAX_WIDGET_SETTINGS_CHARS });
export type SaveWidgetsBody = Static<typeof SaveWidgetsBody>;

/** Params of the public calendar feed: the secret (32 random bytes, base64url) and `.ics`. */
export const CalendarFeedParams = Type.Object({
  file: Type.String({
    pattern: `^[A-Za-z0-9_-]{${FEED_TOKEN_CHARS}}\\.ics$`,
    maxLength: FEED_TOKEN_CHARS + 4,
  }),
});
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;
