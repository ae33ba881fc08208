import { Type } from 'typebox';
import { TARGET_CATEGORIES, TARGET_KINDS } from '../../../engine/targets';
import { Nullable, PersonRef } from '../../../engine/api/common';

// A sub-goal or action as stored: validated on the way in (schemas.ts), passed on with all its properties.
const StoredItem = Type.Object({}, { additionalProperties: true });

/**
 * One goal as the API presents it: SPEC §3 Target plus where it lives and what the caller may do. The optional
 * texts are left out when empty. `commentAuthorId` and the properties after `canEdit` are always there but
 * optional: the serializer writes required properties first, and clients get these after them.
 */
export const TargetSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  dueDate: Type.Optional(Type.String()),
  comment: Type.Optional(Type.String()),
  commentAuthor: Type.Optional(Type.String()),
  commentAuthorId: Type.Optional(Nullable(Type.Integer())),
  status: Type.Integer(),
  subTargets: Type.Array(StoredItem),
  actions: Type.Array(StoredItem),
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

/** An employee as the goals screen names them. */
const TargetOwnerSchema = Type.Object({
  ...PersonRef.properties,
  position: Type.String(),
  /** 1 direct report, 2 their reports, ...; null when listed for an HR role */
  depth: Nullable(Type.Integer()),
});

/** GET /Feedbacks/Targets/GetTargets: an employee's goals. */
export const TargetListSchema = Type.Object({
  userId: Type.Integer(),
  user: TargetOwnerSchema,
  /** may add and change this employee's own and final goals */
  canEdit: Type.Boolean(),
  targets: Type.Array(TargetSchema),
});

/** DeleteTarget: the goal's id and whether it was there to delete. */
export const DeletedSchema = Type.Object({ id: Type.String(), deleted: Type.Boolean() });
