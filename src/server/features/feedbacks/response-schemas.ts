import { ProblemSchema, resultListOf } from '../../schemas';

/** JSON Schemas of the feedbacks responses; the OpenAPI document comes from them. */

const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra }) as const;
const localized = { type: 'object', additionalProperties: { type: 'string' } } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;

const Person = {
  type: ['object', 'null'],
  required: ['id', 'firstName', 'lastName', 'shorthand'],
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    shorthand: { type: 'string' },
  },
} as const;

const Actions = {
  type: 'object',
  properties: Object.fromEntries(
    ['read', 'edit', 'submit', 'approve', 'veto', 'setTalkDate', 'comment', 'close', 'setStatus'].map((k) => [
      k,
      { type: 'boolean' },
    ]),
  ),
} as const;

const Rights = {
  type: 'object',
  properties: Object.fromEntries(
    ['read', 'write', 'approve', 'comment', 'update'].map((k) => [k, { type: 'boolean' }]),
  ),
} as const;

export const FeedbackSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    feedbackType: { type: 'integer' },
    donor: Person,
    formId: nullable('integer'),
    status: { type: 'integer' },
    isInProgress: { type: 'boolean' },
    isSubmitted: { type: 'boolean' },
    submittedAt: nullable('string', { format: 'date-time' }),
    approvedAt: nullable('string', { format: 'date-time' }),
    canRead: { type: 'boolean' },
    canEdit: { type: 'boolean' },
  },
} as const;

export const ProcessSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    processType: { type: 'integer' },
    statusId: { type: 'integer' },
    statusLabel: localized,
    statusDescription: localized,
    dashboardGroup: nullable('integer'),
    isClosed: { type: 'boolean' },
    isFinished: { type: 'boolean' },
    title: localized,
    recipient: Person,
    mentor: Person,
    partner: Person,
    creatorId: nullable('integer'),
    talkroundId: nullable('integer'),
    talkDate: nullable('string', { format: 'date-time' }),
    talkDateReached: { type: 'boolean' },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    closedReasonId: nullable('integer'),
    closedReason: nullable('string'),
    copiedFromId: nullable('integer'),
    lockVersion: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    feedbacks: { type: 'array', items: FeedbackSummarySchema },
  },
} as const;

export const ProcessListSchema = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'array', items: ProcessSchema } },
} as const;

const FormSchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    correlationId: { type: 'string' },
    version: { type: 'integer' },
    name: { type: 'string' },
    questionnaireType: { type: 'integer' },
    isDraft: { type: 'boolean' },
    pages: { type: 'array', items: anyObject },
  },
} as const;

const ValuesSchema = {
  type: 'object',
  properties: {
    itemValues: { type: 'array', items: anyObject },
    matrixValues: { type: 'array', items: anyObject },
    comments: { type: 'array', items: anyObject },
    tableItems: { type: 'array', items: anyObject },
    careerData: { type: 'array', items: anyObject },
    targets: { type: 'array', items: anyObject },
  },
} as const;

export const ReviewTableSchema = {
  type: 'object',
  properties: {
    elementName: { type: 'string' },
    sourceFeedbackId: { type: 'integer' },
    sourceFeedbackType: { type: 'integer' },
    sourceElementId: { type: 'string' },
    columns: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, title: localized } },
    },
    rows: { type: 'array', items: anyObject },
  },
} as const;

const ComparisonSide = {
  type: ['object', 'null'],
  properties: {
    feedbackId: { type: 'integer' },
    status: { type: 'integer' },
    isSubmitted: { type: 'boolean' },
    form: FormSchema,
    values: ValuesSchema,
  },
} as const;

const ComparisonSchema = {
  type: ['object', 'null'],
  properties: {
    self: ComparisonSide,
    manager: ComparisonSide,
    pairs: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          type: { type: 'string' },
          title: localized,
          items: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'string' }, title: localized } },
          },
          selfElementId: { type: 'string' },
          managerElementId: nullable('string'),
          self: { anyOf: [anyObject, { type: 'null' }] },
          manager: { anyOf: [anyObject, { type: 'null' }] },
        },
      },
    },
  },
} as const;

export const FeedbackViewSchema = {
  type: 'object',
  properties: {
    process: ProcessSchema,
    feedback: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        // null for an anonymous feedback shared outside a process
        processId: nullable('integer'),
        processType: nullable('integer'),
        feedbackType: { type: 'integer' },
        donor: Person,
        recipient: Person,
        formId: nullable('integer'),
        status: { type: 'integer' },
        isInProgress: { type: 'boolean' },
        isSubmitted: { type: 'boolean' },
        submittedAt: nullable('string', { format: 'date-time' }),
        approvedAt: nullable('string', { format: 'date-time' }),
        vetoComment: nullable('string'),
        updatedAt: { type: 'string', format: 'date-time' },
      },
    },
    form: FormSchema,
    values: ValuesSchema,
    reviewData: { type: 'array', items: ReviewTableSchema },
    comparison: ComparisonSchema,
    allowedActions: Actions,
    access: Rights,
    donorRoles: { type: 'array', items: { type: 'integer' } },
  },
} as const;

export const StepResultSchema = {
  type: 'object',
  properties: {
    feedbackId: { type: 'integer' },
    // null for an anonymous feedback (no process)
    processId: nullable('integer'),
    statusId: nullable('integer'),
    feedbackStatus: { type: 'integer' },
    isInProgress: { type: 'boolean' },
    isSubmitted: { type: 'boolean' },
  },
} as const;

export const StatusOptionsSchema = resultListOf({
  id: { type: 'integer' },
  key: { type: 'string' },
  messageKey: { type: 'string' },
  label: localized,
});

export const TalkroundsSchema = resultListOf({
  id: { type: 'integer' },
  processType: { type: 'integer' },
  name: { type: 'string' },
  startDate: { type: 'string', format: 'date' },
  endDate: { type: 'string', format: 'date' },
  finished: { type: 'boolean' },
});

export const FieldValuesSchema = resultListOf({
  recipientId: { type: 'integer' },
  elementName: { type: 'string' },
  found: { type: 'boolean' },
  processId: nullable('integer'),
  processType: nullable('integer'),
  feedbackId: nullable('integer'),
  feedbackType: nullable('integer'),
  elementId: nullable('string'),
  value: { anyOf: [anyObject, { type: 'null' }] },
  updatedAt: nullable('string', { format: 'date-time' }),
});

/** The problem object plus what feedback refusals add: the missing answers, the status, the action. */
export const FeedbackProblemSchema = {
  ...ProblemSchema,
  properties: {
    ...ProblemSchema.properties,
    missing: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          elementId: { type: 'string' },
          itemId: nullable('string'),
          field: { type: 'string' },
          title: { type: 'string' },
          itemTitle: nullable('string'),
          pageId: { type: 'string' },
        },
      },
    },
    statusId: { type: 'integer' },
    action: { type: 'string' },
    processId: { type: 'integer' },
    processType: { type: 'integer' },
    feedbackType: { type: 'integer' },
  },
} as const;

/** The error answers of every feedbacks route. */
export const feedbackErrors = {
  400: FeedbackProblemSchema,
  401: FeedbackProblemSchema,
  403: FeedbackProblemSchema,
  404: FeedbackProblemSchema,
  409: FeedbackProblemSchema,
} as const;
