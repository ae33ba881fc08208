import { Type, type Static, type TSchema } from 'typebox';
import { FORM_LIMITS } from '../../../engine/forms';
import { TARGET_KINDS } from '../../../engine/targets';
import { AccessToken, Nullable, RowId } from '../../../engine/api/common';

/** The request schemas of the goals routes (SPEC §7 "Feedbacks/Targets"), each with its type of the same name. */

const Key = Type.String({ minLength: 1, maxLength: FORM_LIMITS.keyMaxLength });
const Text = Type.String({ maxLength: FORM_LIMITS.textMaxLength });
const DateText = Type.String({ format: 'date' });
// Any integer here: a status outside SPEC §3 gets its own clear 400 INVALID_TARGET_STATUS from the service.
const Status = Type.Integer({ minimum: -2147483648, maximum: 2147483647 });
const List = <T extends TSchema>(items: T) => Type.Array(items, { maxItems: FORM_LIMITS.targetsMaxItems });

const SubTargetInput = Type.Object(
  { id: Key, title: Text, dueDate: Type.Optional(DateText), status: Status },
  { additionalProperties: false },
);
const ActionInput = Type.Object(
  { id: Key, action: Text, responsible: Type.Optional(Text), dueDate: Type.Optional(DateText) },
  { additionalProperties: false },
);

/** A goal as the form engine sends it (commentAuthor and copiedFrom are the server's and ignored). */
export const TargetInput = Type.Object(
  {
    id: Key,
    title: Text,
    dueDate: Type.Optional(DateText),
    comment: Type.Optional(Text),
    commentAuthor: Type.Optional(Text),
    status: Status,
    subTargets: List(SubTargetInput),
    actions: List(ActionInput),
    copiedFrom: Type.Optional(Key),
  },
  { additionalProperties: false },
);
export type TargetInput = Static<typeof TargetInput>;

/**
 * Body of SaveTarget. With `feedbackId` (+ `elementId`): a goal of a feedback's target field, owned by the
 * process's employee (with `accessToken`: of an anonymous shared form). Without: a goal of `userId` (default
 * the caller) of `kind` (default personal).
 */
export const SaveTargetBody = Type.Object(
  {
    target: TargetInput,
    feedbackId: Type.Optional(RowId),
    elementId: Type.Optional(Key),
    accessToken: Type.Optional(AccessToken),
    userId: Type.Optional(RowId),
    kind: Type.Optional(Type.Enum(TARGET_KINDS)),
  },
  { additionalProperties: false },
);
export type SaveTargetBody = Static<typeof SaveTargetBody>;

export const DeleteTargetParams = Type.Object({ id: Key }, { additionalProperties: false });
export type DeleteTargetParams = Static<typeof DeleteTargetParams>;

/** Body of DeleteTarget: the feedback of a goal written in one (with `accessToken` in an anonymous form). */
export const DeleteTargetBody = Nullable(
  Type.Object(
    {
      feedbackId: Type.Optional(RowId),
      elementId: Type.Optional(Key),
      accessToken: Type.Optional(Type.String({ maxLength: 500 })),
    },
    { additionalProperties: false },
  ),
);
export type DeleteTargetBody = Static<typeof DeleteTargetBody>;

export const GetTargetsQuery = Type.Object({ userId: Type.Optional(RowId) }, { additionalProperties: false });
export type GetTargetsQuery = Static<typeof GetTargetsQuery>;
