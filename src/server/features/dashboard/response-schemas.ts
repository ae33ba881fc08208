import { Type } from 'typebox';
import { TASK_TYPES } from '../../../engine/dashboard/task-types';
import { Localized, NullablePersonRef, Nullable, ResultList } from '../../schemas';

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
