import { Type, type Static } from 'typebox';
import type { DashboardGroup, Localized as LocalizedText } from '../constants';
import type { DashboardDateType } from '../dashboard/dashboard-dates';
import { TASK_TYPES } from '../dashboard/task-types';
import { MAX_WIDGET_SETTINGS_CHARS, type DashboardWidget } from '../dashboard/widgets';
import { Localized, Nullable, NullablePersonRef, ResultList } from './common';
import { RouteData } from './notifications';

/**
 * The HTTP contract of the dashboard (SPEC §7 Dashboard): each schema with its type of the same name. Where an
 * answer's integer or string is one of a known set, `Type.Unsafe` types it as that set (the JSON schema stays
 * a plain integer or string, as the answers are written from it).
 */

/** Characters of a calendar feed secret: 32 random bytes in base64url. */
const FEED_TOKEN_CHARS = 43;

/** The longest task key a client may send (keys are short ids like `feedback:123:fill`). */
const MAX_TASK_KEY_LENGTH = 100;

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

/** A text per language as the dashboard's rows carry it: a language may be missing (a talkround has no title). */
const LocalizedTitle = Type.Unsafe<LocalizedText>(Localized);

/** One open task of GET /Dashboard/GetTasks (SPEC §3 Dashboard tasks) with its visibility; the client words it. */
export const DashboardTask = Type.Object({
  /** stable while the task is open: the hidden flag is stored under it */
  key: Type.String(),
  type: Type.Enum(TASK_TYPES),
  visible: Type.Boolean(),
  processId: Type.Integer(),
  processType: Type.Integer(),
  feedbackId: Nullable(Type.Integer()),
  feedbackType: Nullable(Type.Integer()),
  recipient: NullablePersonRef,
  /** the process title (feedback tasks) or the talkround's name (documents) */
  title: LocalizedTitle,
  statusLabel: LocalizedTitle,
  /** `YYYY-MM-DD`, or null where the task has no date */
  dueDate: Nullable(Type.String()),
  overdue: Type.Boolean() /** where the task is done, as the user may open it now */,
  link: Nullable(RouteData),
});
export type DashboardTask = Static<typeof DashboardTask>;

/** GET /Dashboard/GetTasks (and the answer of SetTaskVisibility): `{ result: DashboardTask[] }`. */
export const TaskList = ResultList(DashboardTask);
export type TaskList = Static<typeof TaskList>;

/** One date of GET /Dashboard/GetDates (SPEC §3 Dashboard "dates"). */
export const DashboardDate = Type.Object({
  /** stable per date: `talk:12`, `talkround-start:3`, `review:7` */
  key: Type.String(),
  type: Type.Unsafe<DashboardDateType>(Type.Integer()),
  /** an instant (ISO) for talks and reviews, a civil date otherwise */
  start: Type.String(),
  allDay: Type.Boolean(),
  processId: Nullable(Type.Integer()),
  processType: Type.Integer(),
  /** the feedback `link` opens, else null */
  feedbackId: Nullable(Type.Integer()),
  talkroundId: Nullable(Type.Integer()),
  /** the process's title, or the talkround's name */
  title: LocalizedTitle,
  recipient:
    NullablePersonRef /** where the entry leads the user now (the first feedback of the process they may read, ...), null for nowhere */,
  link: Nullable(RouteData),
});
export type DashboardDate = Static<typeof DashboardDate>;
/** GET /Dashboard/GetDates: `{ result: DashboardDate[] }`, by start. */
export const DateList = ResultList(DashboardDate);
export type DateList = Static<typeof DateList>;

/** How many processes of a type are in a status, with the status's dashboard group (SPEC §4). */
export const ProcessGroupCount = Type.Object({
  processType: Type.Integer(),
  statusId: Type.Integer(),
  group: Type.Unsafe<DashboardGroup>(Type.Integer()),
  count: Type.Integer(),
});
export type ProcessGroupCount = Static<typeof ProcessGroupCount>;

/** GET /Dashboard/GetProcesses: counts per process type and dashboard group, and the scope counted. */
export const ProcessCounts = Type.Object({
  scope: Type.Union([Type.Literal('own'), Type.Literal('team'), Type.Literal('organization')]),
  counts: Type.Array(ProcessGroupCount),
});
export type ProcessCounts = Static<typeof ProcessCounts>;

/** GET /Dashboard/GetWidgets (and SaveWidgets, Build): the user's layout; `stored` false for the default. */
export const WidgetLayoutAnswer = Type.Object({
  widgets: Type.Array(
    Type.Object({ name: Type.Unsafe<DashboardWidget>(Type.String()), visible: Type.Boolean() }),
  ),
  stored: Type.Boolean(),
});
export type WidgetLayoutAnswer = Static<typeof WidgetLayoutAnswer>;

/** GET /Dashboard/CalendarFeed: whether the user has a feed (its address is shown only when made). */
export const CalendarFeedState = Type.Object({ active: Type.Boolean() });
export type CalendarFeedState = Static<typeof CalendarFeedState>;
/** POST /Dashboard/CalendarFeed: the new feed's address, shown this once. */
export const CalendarFeed = Type.Object({
  active: Type.Boolean(),
  url: Type.String(),
  webcalUrl: Type.String(),
});
export type CalendarFeed = Static<typeof CalendarFeed>;
/** The calendar feed itself: an iCalendar text. */
export const CalendarText = Type.String();
