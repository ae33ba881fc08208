import { Type, type Static } from 'typebox';
import { NOTIFICATION_KINDS, NOTIFICATION_ROUTES } from '../notifications/notification-text';
import { EMAIL_SETTING_KINDS } from '../notifications/template-catalogue';
import { Nullable, RowId } from './common';

/** The HTTP contract of the notifications routes (SPEC §7): each schema with its type of the same name. */

/** The user whose notifications are asked for: the session's userId (the sign-in subject). */
export const UserIdParams = Type.Object(
  { userId: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type UserIdParams = Static<typeof UserIdParams>;

export const NotificationIdParams = Type.Object({ id: RowId }, { additionalProperties: false });
export type NotificationIdParams = Static<typeof NotificationIdParams>;

/** One e-mail kind and whether the person gets it. */
const EmailSetting = Type.Object(
  { kind: Type.Enum(EMAIL_SETTING_KINDS), email: Type.Boolean() },
  { additionalProperties: false },
);

/** PUT /Notifications/settings: the person's e-mail switch per kind (kinds left out stay as they are). */
export const NotificationSettingsBody = Type.Object(
  { kinds: Type.Array(EmailSetting, { maxItems: EMAIL_SETTING_KINDS.length }) },
  { additionalProperties: false },
);
export type NotificationSettingsBody = Static<typeof NotificationSettingsBody>;

/** A link into the app (SPEC §3 routeData): the page and its id; `routeOf` makes the path. */
export const RouteData = Type.Object({
  routeName: Type.Enum(NOTIFICATION_ROUTES),
  id: Nullable(Type.Integer()),
});
export type RouteData = Static<typeof RouteData>;

/**
 * One notification (SPEC §3 Notification, plus kind, parameters and time). Named `AppNotification` so that the
 * client does not shadow the DOM's `Notification`.
 */
export const AppNotification = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  kind: Type.Enum(NOTIFICATION_KINDS),
  /** what the text is drawn from, in the language of the moment (`NotificationParams`) */
  params: Type.Object({
    processType: Type.Optional(Type.Integer()),
    feedbackType: Type.Optional(Type.Integer()),
    actor: Type.Optional(Type.String()),
    comment: Type.Optional(Type.String()),
    at: Type.Optional(Type.String()),
    impersonator: Type.Optional(Type.String()),
    form: Type.Optional(Type.String()),
  }),
  message: Type.String(),
  seen: Type.Boolean(),
  /** where it leads the reader now (resolved when the list is read), null for nowhere */
  routeData: Nullable(RouteData),
  createdAt: Type.String(),
});
export type AppNotification = Static<typeof AppNotification>;

/** GET /Notifications/{userId}: the newest notifications, newest first. */
export const NotificationList = Type.Array(AppNotification);
export type NotificationList = Static<typeof NotificationList>;

/** GET/PUT /Notifications/settings: every e-mail kind with the person's switch (on unless switched off). */
export const NotificationSettings = Type.Object({
  kinds: Type.Array(Type.Object({ kind: Type.Enum(EMAIL_SETTING_KINDS), email: Type.Boolean() })),
});
export type NotificationSettings = Static<typeof NotificationSettings>;
