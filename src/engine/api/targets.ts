import { Type, type Static, type TSchema } from 'typebox';
import { FORM_LIMITS } from '../forms';
import { TARGET_CATEGORIES, TARGET_KINDS } from '../targets';
import type { TargetStatus } from '../constants';
import type { SubTarget, TargetAction } from '../forms';
import { AccessToken, Nullable, PersonRef, RowId } from './common';

/**
 * The request and answer schemas of the goals routes (SPEC §7 "Feedbacks/Targets"), each with its type of the
 * same name.
 */

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

// A sub-goal or action as stored: validated on the way in (TargetInput), passed on with all its properties;
// typed as the form engine's sub-goal and action.
const StoredItem = Type.Object({}, { additionalProperties: true });
const StoredSubTarget = Type.Unsafe<SubTarget>(StoredItem);
const StoredAction = Type.Unsafe<TargetAction>(StoredItem);

/**
 * One goal as the API presents it: SPEC §3 Target plus where it lives and what the caller may do. The optional
 * texts are left out when empty. `commentAuthorId` and the properties after `canEdit` are always there but
 * optional: the serializer writes required properties first, and clients get these after them.
 */
export const TargetItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  dueDate: Type.Optional(Type.String()),
  comment: Type.Optional(Type.String()),
  commentAuthor: Type.Optional(Type.String()),
  commentAuthorId: Type.Optional(Nullable(Type.Integer())),
  // the integer of a stored goal, typed as the SPEC §3 statuses it is validated against on the way in
  status: Type.Unsafe<TargetStatus>(Type.Integer()),
  subTargets: Type.Array(StoredSubTarget),
  actions: Type.Array(StoredAction),
  copiedFrom: Type.Optional(Type.String()),
  /** null for a goal of an anonymous shared form */
  ownerId: Nullable(Type.Integer()),
  kind: Type.Enum(TARGET_KINDS),
  category: Type.Enum(TARGET_CATEGORIES),
  isArchived: Type.Boolean(),
  canEdit: Type.Boolean(),
  processId: Type.Optional(Nullable(Type.Integer())),
  feedbackId: Type.Optional(Nullable(Type.Integer())),
  feedbackType: Type.Optional(Nullable(Type.Integer())),
  elementId: Type.Optional(Nullable(Type.String())),
  createdAt: Type.Optional(Type.String()),
  updatedAt: Type.Optional(Type.String()),
});
export type TargetItem = Static<typeof TargetItem>;

/** An employee as the goals screen names them. */
export const TargetOwner = Type.Object({
  ...PersonRef.properties,
  position: Type.String(),
  /** 1 direct report, 2 their reports, ...; null when listed for an HR role */
  depth: Nullable(Type.Integer()),
});
export type TargetOwner = Static<typeof TargetOwner>;

/** GET /Feedbacks/Targets/GetTargets: an employee's goals. */
export const TargetList = Type.Object({
  userId: Type.Integer(),
  user: TargetOwner,
  /** may add and change this employee's own and final goals */
  canEdit: Type.Boolean(),
  targets: Type.Array(TargetItem),
});
export type TargetList = Static<typeof TargetList>;

/** DeleteTarget: the goal's id and whether it was there to delete. */
export const DeletedTarget = Type.Object({ id: Type.String(), deleted: Type.Boolean() });
export type DeletedTarget = Static<typeof DeletedTarget>;
