import { Type, type Static } from 'typebox';
import { EMAIL_SETTING_KINDS } from '../../../engine/notifications/template-catalogue';
import { RowId } from '../../../engine/api/common';

/** The request schemas of the notifications routes (SPEC §7), each with its type of the same name. */

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
