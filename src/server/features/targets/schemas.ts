/** JSON Schemas of the Targets requests and answers (SPEC §7); each schema and its type are named as a pair. */
import { FORM_LIMITS, type Target } from '../../../engine/forms';
import { TARGET_KINDS, type TargetKind } from '../../../engine/targets';
import { AccessToken, PersonRef, ProblemSchema } from '../../schemas';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const key = { type: 'string', minLength: 1, maxLength: FORM_LIMITS.keyMaxLength } as const;
const text = { type: 'string', maxLength: FORM_LIMITS.textMaxLength } as const;
const date = { type: 'string', format: 'date' } as const;
// Any integer here: a status outside SPEC §3 gets its own clear 400 INVALID_TARGET_STATUS from the service.
const status = { type: 'integer', minimum: -2147483648, maximum: 2147483647 } as const;
const list = <T extends object>(items: T) =>
  ({ type: 'array', items, maxItems: FORM_LIMITS.targetsMaxItems }) as const;
const object = <P extends Record<string, unknown>, R extends readonly string[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

const SubTargetSchema = object({ id: key, title: text, dueDate: date, status }, ['id', 'title', 'status']);
const ActionSchema = object({ id: key, action: text, responsible: text, dueDate: date }, ['id', 'action']);

/** A goal as the form engine sends it (commentAuthor and copiedFrom are the server's and ignored). */
const TargetInput = object(
  {
    id: key,
    title: text,
    dueDate: date,
    comment: text,
    commentAuthor: text,
    status,
    subTargets: list(SubTargetSchema),
    actions: list(ActionSchema),
    copiedFrom: key,
  },
  ['id', 'title', 'status', 'subTargets', 'actions'],
);

export const SaveTargetBody = object(
  {
    target: TargetInput,
    feedbackId: id,
    elementId: key,
    accessToken: AccessToken,
    userId: id,
    kind: { type: 'string', enum: [...TARGET_KINDS] },
  },
  ['target'],
);
/**
 * With `feedbackId` (+ `elementId`): a goal of a feedback's target field, owned by the process's employee.
 * Without: a goal of `userId` (default the caller) of `kind` (default personal).
 */
export type SaveTargetBody = {
  target: Target;
  feedbackId?: number;
  elementId?: string;
  accessToken?: string;
  userId?: number;
  kind?: TargetKind;
};

export const DeleteTargetParams = object({ id: key }, ['id']);
export type DeleteTargetParams = { id: string };

export const DeleteTargetBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { feedbackId: id, elementId: key, accessToken: { type: 'string', maxLength: 500 } },
} as const;
export type DeleteTargetBody = { feedbackId?: number; elementId?: string; accessToken?: string } | null;

export const GetTargetsQuery = object({ userId: id }, []);
export type GetTargetsQuery = { userId?: number };

const nullable = <T extends { type: string }>(schema: T) => ({ ...schema, type: [schema.type, 'null'] });

/** One goal as the API presents it: SPEC §3 Target plus where it lives and what the caller may do. */
export const TargetSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'title',
    'status',
    'subTargets',
    'actions',
    'ownerId',
    'kind',
    'category',
    'isArchived',
    'canEdit',
  ],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    dueDate: { type: 'string' },
    comment: { type: 'string' },
    commentAuthor: { type: 'string' },
    commentAuthorId: nullable({ type: 'integer' }),
    status: { type: 'integer' },
    subTargets: { type: 'array', items: { type: 'object', additionalProperties: true } },
    actions: { type: 'array', items: { type: 'object', additionalProperties: true } },
    copiedFrom: { type: 'string' },
    ownerId: { type: ['integer', 'null'] },
    kind: { type: 'string', enum: [...TARGET_KINDS] },
    category: {
      type: 'string',
      enum: ['personal', 'selfAssessment', 'managerAssessment', 'documentation', 'final'],
    },
    isArchived: { type: 'boolean' },
    canEdit: { type: 'boolean' },
    processId: nullable({ type: 'integer' }),
    feedbackId: nullable({ type: 'integer' }),
    feedbackType: nullable({ type: 'integer' }),
    elementId: nullable({ type: 'string' }),
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const PersonSchema = {
  type: 'object',
  additionalProperties: false,
  required: PersonRef.required,
  properties: {
    ...PersonRef.properties,
    position: { type: 'string' },
    /** 1 direct report, 2 their reports, ...; null when listed for an HR role */
    depth: nullable({ type: 'integer' }),
  },
} as const;

export const TargetListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'user', 'canEdit', 'targets'],
  properties: {
    userId: { type: 'integer' },
    user: PersonSchema,
    /** may add and change this employee's own and final goals */
    canEdit: { type: 'boolean' },
    targets: { type: 'array', items: TargetSchema },
  },
} as const;

export const DeletedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'deleted'],
  properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
} as const;

export const targetErrors = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
} as const;
