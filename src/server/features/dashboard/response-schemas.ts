import { Type } from 'typebox';
import { TASK_TYPES } from '../../../engine/dashboard/task-types';
import { Localized, NullablePersonRef, Nullable, ResultList } from '../../../engine/api/common';

/** One task of GET /Dashboard/GetTasks (SPEC §3 Dashboard tasks). */
export const DashboardTaskSchema = Type.Object({
  key: Type.String(),
  type: Type.Enum(TASK_TYPES),
  visible: Type.Boolean(),
  processId: Type.Integer(),
  processType: Type.Integer(),
  feedbackId: Nullable(Type.Integer()),
  feedbackType: Nullable(Type.Integer()),
  recipient: NullablePersonRef,
  title: Localized,
  statusLabel: Localized,
  dueDate: Nullable(Type.String()),
  overdue: Type.Boolean(),
});

/** GET /Dashboard/GetTasks (and the answer of SetTaskVisibility): `{ result: DashboardTask[] }`. */
export const TaskListSchema = ResultList(DashboardTaskSchema);

/** One date of GET /Dashboard/GetDates (SPEC §3 Dashboard "dates"). */
export const DashboardDateSchema = Type.Object({
  key: Type.String(),
  type: Type.Integer(),
  start: Type.String(),
  allDay: Type.Boolean(),
  processId: Nullable(Type.Integer()),
  processType: Type.Integer(),
  feedbackId: Nullable(Type.Integer()),
  talkroundId: Nullable(Type.Integer()),
  title: Localized,
  recipient: NullablePersonRef,
});
/** GET /Dashboard/GetDates: `{ result: DashboardDate[] }`, by start. */
export const DateListSchema = ResultList(DashboardDateSchema);

/** GET /Dashboard/GetProcesses: counts per process type and dashboard group, and the scope counted. */
export const ProcessCountsSchema = Type.Object({
  scope: Type.Union([Type.Literal('own'), Type.Literal('team'), Type.Literal('organization')]),
  counts: Type.Array(
    Type.Object({
      processType: Type.Integer(),
      statusId: Type.Integer(),
      group: Type.Integer(),
      count: Type.Integer(),
    }),
  ),
});

/** GET /Dashboard/GetWidgets (and SaveWidgets, Build): the user's layout; `stored` false for the default. */
export const WidgetLayoutSchema = Type.Object({
  widgets: Type.Array(Type.Object({ name: Type.String(), visible: Type.Boolean() })),
  stored: Type.Boolean(),
});

/** GET /Dashboard/CalendarFeed: whether the user has a feed (its address is shown only when made). */
export const CalendarFeedStateSchema = Type.Object({ active: Type.Boolean() });
/** POST /Dashboard/CalendarFeed: the new feed's address, shown this once. */
export const CalendarFeedSchema = Type.Object({
  active: Type.Boolean(),
  url: Type.String(),
  webcalUrl: Type.String(),
});
/** The calendar feed itself: an iCalendar text. */
export const CalendarTextSchema = Type.String();
