import { Type } from 'typebox';
import { NOTIFICATION_KINDS, NOTIFICATION_ROUTES } from '../../../engine/notifications/notification-text';
import { EMAIL_SETTING_KINDS } from '../../../engine/notifications/template-catalogue';
import { Nullable } from '../../../engine/api/common';

/** One notification (SPEC §3 Notification, plus kind, parameters and time). */
const NotificationSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  kind: Type.Enum(NOTIFICATION_KINDS),
  params: Type.Object({
    processType: Type.Optional(Type.Integer()),
    feedbackType: Type.Optional(Type.Integer()),
    actor: Type.Optional(Type.String()),
    comment: Type.Optional(Type.String()),
    at: Type.Optional(Type.String()),
    form: Type.Optional(Type.String()),
  }),
  message: Type.String(),
  seen: Type.Boolean(),
  routeData: Nullable(
    Type.Object({ routeName: Type.Enum(NOTIFICATION_ROUTES), id: Nullable(Type.Integer()) }),
  ),
  createdAt: Type.String(),
});

/** GET /Notifications/{userId}: the newest notifications, newest first. */
export const NotificationListSchema = Type.Array(NotificationSchema);

/** GET/PUT /Notifications/settings: every e-mail kind with the person's switch (on unless switched off). */
export const NotificationSettingsSchema = Type.Object({
  kinds: Type.Array(Type.Object({ kind: Type.Enum(EMAIL_SETTING_KINDS), email: Type.Boolean() })),
});
