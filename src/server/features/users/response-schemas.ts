import { Type } from 'typebox';
import { Nullable } from '../../schemas';

/** SPEC §3 "User list item". */
export const UserListItem = Type.Object(
  {
    id: Type.Integer(),
    shorthand: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    position: Type.String(),
    supervisorId: Nullable(Type.Integer()),
    supervisorName: Nullable(Type.String()),
    mentorName: Nullable(Type.String()),
    canBeImpersonated: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** GET /Users and /Users/my-employees: a plain array of list items. */
export const UserList = Type.Array(UserListItem);
