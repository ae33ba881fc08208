import { Type, type Static } from 'typebox';
import { CLOSE_REASON_IDS, PROCESS_TYPE_IDS } from '../constants';
import { FORM_LIMITS } from '../forms';
import { AccessToken, CorrelationId, Nullable, RowId as Id, TimeZoneName } from './common';

/** Request schemas of the feedbacks routes (SPEC §7 "Feedbacks"); each schema and its type are named as a pair. */

const closed = { additionalProperties: false } as const;
/** an element, item or row id, or an element's name (as the questionnaire schema limits them) */
const Key = Type.String({ minLength: 1, maxLength: FORM_LIMITS.keyMaxLength });
// `type` as well, so that a path or query value is coerced to a number before the enum is checked
const ProcessTypeId = Type.Enum(PROCESS_TYPE_IDS, { type: 'integer' });
/** a scale value (as far as a scale's minValue and maxValue may go) */
const ScaleValue = Type.Integer({ minimum: -1000, maximum: 1000 });
const StatusId = Type.Integer({ minimum: 0, maximum: 100000 });
/** with the token of an anonymous feedback's link, the call needs no sign-in */
const WithToken = { accessToken: Type.Optional(AccessToken) };

export const FeedbackIdQuery = Type.Object({ feedbackId: Id, ...WithToken }, closed);
export type FeedbackIdQuery = Static<typeof FeedbackIdQuery>;

/** GET /Feedbacks/reach. */
export const ReachQuery = Type.Object({ feedbackId: Id }, closed);
export type ReachQuery = Static<typeof ReachQuery>;

export const FeedbackIdBody = FeedbackIdQuery;
export type FeedbackIdBody = FeedbackIdQuery;

export const VetoBody = Type.Object(
  { feedbackId: Id, comment: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))) },
  closed,
);
export type VetoBody = Static<typeof VetoBody>;

export const ItemValueBody = Type.Object(
  { feedbackId: Id, elementId: Key, value: Nullable(ScaleValue), ...WithToken },
  closed,
);
export type ItemValueBody = Static<typeof ItemValueBody>;

export const MatrixValueBody = Type.Object(
  {
    feedbackId: Id,
    elementId: Key,
    itemId: Key,
    value: Nullable(ScaleValue),
    ...WithToken,
  },
  closed,
);
export type MatrixValueBody = Static<typeof MatrixValueBody>;

export const CommentBody = Type.Object(
  {
    feedbackId: Id,
    elementId: Key,
    itemId: Type.Optional(Nullable(Key)),
    comment: Type.String({ maxLength: FORM_LIMITS.textMaxLength }),
    ...WithToken,
  },
  closed,
);
export type CommentBody = Static<typeof CommentBody>;

export const TableItemBody = Type.Object(
  {
    feedbackId: Id,
    elementId: Key,
    rowId: Key,
    /** the row's position */
    index: Type.Optional(Type.Integer({ minimum: 0, maximum: FORM_LIMITS.tableMaxRows - 1 })),
    cells: Type.Record(Type.String(), Type.String({ maxLength: FORM_LIMITS.textMaxLength }), {
      maxProperties: 50,
    }),
    ...WithToken,
  },
  closed,
);
export type TableItemBody = Static<typeof TableItemBody>;

export const TableItemQuery = Type.Object({ feedbackId: Id, rowId: Key, ...WithToken }, closed);
export type TableItemQuery = Static<typeof TableItemQuery>;

export const ReviewDataQuery = Type.Object({ feedbackId: Id, elementName: Key }, closed);
export type ReviewDataQuery = Static<typeof ReviewDataQuery>;

export const TalkDateBody = Type.Object(
  { processId: Id, talkDate: Type.String({ format: 'date-time' }) },
  closed,
);
export type TalkDateBody = Static<typeof TalkDateBody>;

const LocalizedTitle = Type.Object(
  {
    'de-DE': Type.Optional(Type.String({ maxLength: 300 })),
    'en-US': Type.Optional(Type.String({ maxLength: 300 })),
  },
  closed,
);

export const CreateProcessBody = Type.Object(
  {
    recipientId: Id,
    processType: ProcessTypeId,
    talkroundId: Type.Optional(Nullable(Id)),
    title: Type.Optional(Nullable(LocalizedTitle)),
  },
  closed,
);
export type CreateProcessBody = Static<typeof CreateProcessBody>;

// reasonId is optional here so that a missing reason gets its own code (CLOSE_REASON_REQUIRED, SPEC §5)
export const CloseBody = Type.Object(
  {
    processId: Id,
    reasonId: Type.Optional(Nullable(Type.Enum(CLOSE_REASON_IDS, { type: 'integer' }))),
    reason: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  closed,
);
export type CloseBody = Static<typeof CloseBody>;

export const CopyProcessBody = Type.Object({ processId: Id, correlationId: CorrelationId }, closed);
export type CopyProcessBody = Static<typeof CopyProcessBody>;

export const SetStatusBody = Type.Object({ processId: Id, statusId: StatusId }, closed);
export type SetStatusBody = Static<typeof SetStatusBody>;

export const SetFormBody = Type.Object({ processId: Id, formId: Id }, closed);
export type SetFormBody = Static<typeof SetFormBody>;

export const FieldValueBody = Type.Array(Type.Object({ recipientId: Id, elementName: Key }, closed), {
  maxItems: 200,
});
export type FieldValueBody = Static<typeof FieldValueBody>;

export const ExportTalkDateQuery = Type.Object({ processId: Id, timeZone: TimeZoneName }, closed);
export type ExportTalkDateQuery = Static<typeof ExportTalkDateQuery>;

export const TalkroundsQuery = Type.Object(
  { processType: Type.Optional(ProcessTypeId), finished: Type.Optional(Type.Boolean()) },
  closed,
);
export type TalkroundsQuery = Static<typeof TalkroundsQuery>;

export const HierarchyQuery = Type.Object(
  {
    status: Type.Optional(StatusId),
    type: Type.Optional(ProcessTypeId),
    kw: Type.Optional(Type.String({ maxLength: 100 })),
    indirect: Type.Optional(Type.Boolean({ default: false })),
  },
  closed,
);
export type HierarchyQuery = Static<typeof HierarchyQuery>;

export const ProcessTypeParams = Type.Object({ type: ProcessTypeId }, closed);
export type ProcessTypeParams = Static<typeof ProcessTypeParams>;

export const RecipientParams = Type.Object({ id: Id }, closed);
export type RecipientParams = Static<typeof RecipientParams>;

export const ShareBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }), formId: Id },
  closed,
);
export type ShareBody = Static<typeof ShareBody>;
