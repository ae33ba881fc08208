import { NullablePersonRef, resultListOf } from '../../schemas';
import { TASK_TYPES } from '../../../engine/dashboard/task-types';

/** The longest task key a client may send (keys are short ids like `feedback:123:fill`). */
export const MAX_TASK_KEY_LENGTH = 100;

export const SetTaskVisibilityBody = {
  type: 'object',
  additionalProperties: false,
  required: ['taskKey', 'visible'],
  properties: {
    taskKey: { type: 'string', minLength: 1, maxLength: MAX_TASK_KEY_LENGTH },
    visible: { type: 'boolean' },
  },
} as const;
export type SetTaskVisibilityBody = { taskKey: string; visible: boolean };

const localized = { type: 'object', additionalProperties: { type: 'string' } } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

/** GET /Dashboard/GetTasks (and the answer of SetTaskVisibility): `{ result: DashboardTask[] }`. */
export const TaskListSchema = resultListOf({
  key: { type: 'string' },
  type: { type: 'string', enum: [...TASK_TYPES] },
  visible: { type: 'boolean' },
  processId: { type: 'integer' },
  processType: { type: 'integer' },
  feedbackId: nullableInteger,
  feedbackType: nullableInteger,
  recipient: NullablePersonRef,
  title: localized,
  statusLabel: localized,
  dueDate: { type: ['string', 'null'] },
  overdue: { type: 'boolean' },
});
