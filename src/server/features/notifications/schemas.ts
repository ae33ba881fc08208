import { NOTIFICATION_KINDS, NOTIFICATION_ROUTES } from '../../../engine/notifications/notification-text';
import { objectOf } from '../../schemas';

export const UserIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['userId'],
  properties: { userId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export type UserIdParams = { userId: string };

export const NotificationIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
export type NotificationIdParams = { id: number };

/** GET /Notifications/{userId}: the newest notifications, newest first. */
export const NotificationListSchema = {
  type: 'array',
  items: objectOf({
    id: { type: 'integer' },
    type: { type: 'integer' },
    kind: { type: 'string', enum: [...NOTIFICATION_KINDS] },
    params: {
      type: 'object',
      properties: {
        processType: { type: 'integer' },
        feedbackType: { type: 'integer' },
        actor: { type: 'string' },
        comment: { type: 'string' },
        at: { type: 'string' },
      },
    },
    message: { type: 'string' },
    seen: { type: 'boolean' },
    routeData: {
      type: ['object', 'null'],
      properties: {
        routeName: { type: 'string', enum: [...NOTIFICATION_ROUTES] },
        id: { type: ['integer', 'null'] },
      },
    },
    createdAt: { type: 'string' },
  }),
} as const;
