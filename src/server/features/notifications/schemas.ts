import { Type, type Static } from 'typebox';
import { RowId } from '../../schemas';

/** The request schemas of the notifications routes (SPEC §7), each with its type of the same name. */

/** The user whose notifications are asked for: the session's userId (the sign-in subject). */
export const UserIdParams = Type.Object(
  { userId: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type UserIdParams = Static<typeof UserIdParams>;

export const NotificationIdParams = Type.Object({ id: RowId }, { additionalProperties: false });
export type NotificationIdParams = Static<typeof NotificationIdParams>;
