/** JSON Schemas of the feedbacks requests (SPEC §7 "Feedbacks"); each schema and its type are named as a pair. */

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const elementId = { type: 'string', minLength: 1, maxLength: 200 } as const;
const processType = { type: 'integer', enum: [1, 2, 3, 4, 5, 6] } as const;
const localized = {
  type: 'object',
  additionalProperties: false,
  properties: {
    'de-DE': { type: 'string', maxLength: 300 },
    'en-US': { type: 'string', maxLength: 300 },
  },
} as const;

/** The token of an anonymous feedback's link (base64url); with it, the call needs no sign-in. */
const accessToken = { type: 'string', minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;
type WithToken = { accessToken?: string };

const object = <P extends Record<string, unknown>, R extends readonly string[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

export const FeedbackIdQuery = object({ feedbackId: id, accessToken }, ['feedbackId']);
export type FeedbackIdQuery = { feedbackId: number } & WithToken;

export const FeedbackIdBody = FeedbackIdQuery;
export type FeedbackIdBody = { feedbackId: number } & WithToken;

export const VetoBody = object({ feedbackId: id, comment: { type: ['string', 'null'], maxLength: 4000 } }, [
  'feedbackId',
]);
export type VetoBody = { feedbackId: number; comment?: string | null };

export const ItemValueBody = object(
  {
    feedbackId: id,
    elementId,
    value: { type: ['integer', 'null'], minimum: -1000, maximum: 1000 },
    accessToken,
  },
  ['feedbackId', 'elementId', 'value'],
);
export type ItemValueBody = { feedbackId: number; elementId: string; value: number | null } & WithToken;

export const MatrixValueBody = object(
  {
    feedbackId: id,
    elementId,
    itemId: elementId,
    value: { type: ['integer', 'null'], minimum: -1000, maximum: 1000 },
    accessToken,
  },
  ['feedbackId', 'elementId', 'itemId', 'value'],
);
export type MatrixValueBody = {
  feedbackId: number;
  elementId: string;
  itemId: string;
  value: number | null;
} & WithToken;

export const CommentBody = object(
  {
    feedbackId: id,
    elementId,
    itemId: { type: ['string', 'null'], minLength: 1, maxLength: 200 },
    comment: { type: 'string', maxLength: 20000 },
    accessToken,
  },
  ['feedbackId', 'elementId', 'comment'],
);
export type CommentBody = {
  feedbackId: number;
  elementId: string;
  itemId?: string | null;
  comment: string;
} & WithToken;

export const TableItemBody = object(
  {
    feedbackId: id,
    elementId,
    rowId: { type: 'string', minLength: 1, maxLength: 64 },
    index: { type: 'integer', minimum: 0, maximum: 10000 },
    cells: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: 'string', maxLength: 20000 },
    },
    accessToken,
  },
  ['feedbackId', 'elementId', 'rowId', 'cells'],
);
export type TableItemBody = {
  feedbackId: number;
  elementId: string;
  rowId: string;
  index?: number;
  cells: Record<string, string>;
} & WithToken;

export const TableItemQuery = object(
  { feedbackId: id, rowId: { type: 'string', minLength: 1, maxLength: 64 }, accessToken },
  ['feedbackId', 'rowId'],
);
export type TableItemQuery = { feedbackId: number; rowId: string } & WithToken;

export const ReviewDataQuery = object(
  { feedbackId: id, elementName: { type: 'string', minLength: 1, maxLength: 200 } },
  ['feedbackId', 'elementName'],
);
export type ReviewDataQuery = { feedbackId: number; elementName: string };

export const TalkDateBody = object({ processId: id, talkDate: { type: 'string', format: 'date-time' } }, [
  'processId',
  'talkDate',
]);
export type TalkDateBody = { processId: number; talkDate: string };

export const CreateProcessBody = object(
  {
    recipientId: id,
    processType,
    talkroundId: { anyOf: [id, { type: 'null' }] },
    title: { anyOf: [localized, { type: 'null' }] },
  },
  ['recipientId', 'processType'],
);
export type CreateProcessBody = {
  recipientId: number;
  processType: 1 | 2 | 3 | 4 | 5 | 6;
  talkroundId?: number | null;
  title?: { 'de-DE'?: string; 'en-US'?: string } | null;
};

// reasonId is optional here so that a missing reason gets its own code (CLOSE_REASON_REQUIRED, SPEC §5)
export const CloseBody = object(
  {
    processId: id,
    reasonId: { type: ['integer', 'null'], minimum: 1, maximum: 8 },
    reason: { type: ['string', 'null'], maxLength: 2000 },
  },
  ['processId'],
);
export type CloseBody = { processId: number; reasonId?: number | null; reason?: string | null };

export const CopyProcessBody = object({ processId: id, correlationId: { type: 'string', format: 'uuid' } }, [
  'processId',
  'correlationId',
]);
export type CopyProcessBody = { processId: number; correlationId: string };

export const SetStatusBody = object(
  { processId: id, statusId: { type: 'integer', minimum: 0, maximum: 100000 } },
  ['processId', 'statusId'],
);
export type SetStatusBody = { processId: number; statusId: number };

export const SetFormBody = object({ processId: id, formId: id }, ['processId', 'formId']);
export type SetFormBody = { processId: number; formId: number };

export const FieldValueBody = {
  type: 'array',
  maxItems: 200,
  items: object({ recipientId: id, elementName: { type: 'string', minLength: 1, maxLength: 200 } }, [
    'recipientId',
    'elementName',
  ]),
} as const;
export type FieldValueBody = { recipientId: number; elementName: string }[];

export const ExportTalkDateQuery = object(
  { processId: id, timeZone: { type: 'string', minLength: 1, maxLength: 100 } },
  ['processId', 'timeZone'],
);
export type ExportTalkDateQuery = { processId: number; timeZone: string };

export const TalkroundsQuery = object({ processType, finished: { type: 'boolean' } }, []);
export type TalkroundsQuery = { processType?: number; finished?: boolean };

export const HierarchyQuery = object(
  {
    status: { type: 'integer', minimum: 0, maximum: 100000 },
    type: processType,
    kw: { type: 'string', maxLength: 100 },
    indirect: { type: 'boolean', default: false },
  },
  [],
);
export type HierarchyQuery = { status?: number; type?: number; kw?: string; indirect?: boolean };

export const ProcessTypeParams = object({ type: processType }, ['type']);
export type ProcessTypeParams = { type: 1 | 2 | 3 | 4 | 5 | 6 };

export const RecipientParams = object({ id }, ['id']);
export type RecipientParams = { id: number };

export const ShareBody = object({ email: { type: 'string', format: 'email', maxLength: 254 }, formId: id }, [
  'email',
  'formId',
]);
export type ShareBody = { email: string; formId: number };
