import { Type, type Static } from 'typebox';
import { LANGUAGES, type ProcessType } from '../constants';
import type { ElementAnswer, FeedbackValues, FormPage } from '../forms';
import { ACCESS_RIGHTS, PROCESS_ACTIONS } from '../workflows';
import { Localized, Nullable, NullablePersonRef, ProblemSchema, ResultList, problemAnswers } from './common';

/**
 * Answer schemas of the feedbacks routes: processes and their feedbacks, step results, lookups, the feedback
 * screen with its questionnaire and answers, and the problem object of feedback refusals.
 */

const DateTime = Type.String({ format: 'date-time' });
const CivilDate = Type.String({ format: 'date' });
/** A process title: a text per language (SPEC §3), any of them possibly absent (as the process core types it). */
const ProcessTitle = Type.Partial(Type.Record(Type.Enum(LANGUAGES), Type.String()));

/** Where a feedback stands: its form, status, progress and dates. */
const FeedbackState = {
  formId: Nullable(Type.Integer()),
  status: Type.Integer(),
  isInProgress: Type.Boolean(),
  isSubmitted: Type.Boolean(),
  submittedAt: Nullable(DateTime),
  approvedAt: Nullable(DateTime),
};

/** A feedback of a process as lists show it; `canRead` / `canEdit` are the caller's rights now. */
export const FeedbackSummary = Type.Object({
  id: Type.Integer(),
  feedbackType: Type.Integer(),
  donor: NullablePersonRef,
  ...FeedbackState,
  canRead: Type.Boolean(),
  canEdit: Type.Boolean(),
});
export type FeedbackSummary = Static<typeof FeedbackSummary>;

/** A process (SPEC §3 "Feedback (process)") with its status label, dashboard group and feedbacks. */
export const Process = Type.Object({
  id: Type.Integer(),
  processType: Type.Integer(),
  statusId: Type.Integer(),
  statusLabel: Localized,
  statusDescription: Localized,
  dashboardGroup: Nullable(Type.Integer()),
  isClosed: Type.Boolean(),
  isFinished: Type.Boolean(),
  title: ProcessTitle,
  recipient: NullablePersonRef,
  mentor: NullablePersonRef,
  partner: NullablePersonRef,
  creatorId: Nullable(Type.Integer()),
  talkroundId: Nullable(Type.Integer()),
  talkDate: Nullable(DateTime),
  talkDateReached: Type.Boolean(),
  startDate: CivilDate,
  endDate: CivilDate,
  closedReasonId: Nullable(Type.Integer()),
  closedReason: Nullable(Type.String()),
  copiedFromId: Nullable(Type.Integer()),
  lockVersion: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
  feedbacks: Type.Array(FeedbackSummary),
});
export type Process = Static<typeof Process>;

/** The process lists: `{ result: Process[] }`. */
export const ProcessList = ResultList(Process);
export type ProcessList = Static<typeof ProcessList>;

/** The answer of a value save or a feedback step: where the feedback and its process stand now. */
export const StepResult = Type.Object({
  feedbackId: Type.Integer(),
  // null for an anonymous feedback (no process)
  processId: Nullable(Type.Integer()),
  statusId: Nullable(Type.Integer()),
  feedbackStatus: Type.Integer(),
  isInProgress: Type.Boolean(),
  isSubmitted: Type.Boolean(),
});
export type StepResult = Static<typeof StepResult>;

/** GET /Feedbacks/GetStatusOptions. */
export const StatusOptions = ResultList(
  Type.Object({
    id: Type.Integer(),
    key: Type.String(),
    messageKey: Type.String(),
    label: Localized,
  }),
);
export type StatusOptions = Static<typeof StatusOptions>;

/** SPEC §3 "Talkround". */
export const Talkround = Type.Object({
  id: Type.Integer(),
  processType: Type.Integer(),
  name: Type.String(),
  startDate: CivilDate,
  endDate: CivilDate,
  finished: Type.Boolean(),
});
export type Talkround = Static<typeof Talkround>;

/** GET /Talkrounds. */
export const Talkrounds = ResultList(Talkround);
export type Talkrounds = Static<typeof Talkrounds>;

/** POST /feedbacks/share: the anonymous feedback created and the e-mail queued. */
export const ShareResult = Type.Object({ feedbackId: Type.Integer(), emailId: Type.Integer() });
export type ShareResult = Static<typeof ShareResult>;

/**
 * GET /Feedbacks/reach: whether the caller may still read the feedback, and the process as they may see it now
 * (null: nothing).
 */
export const FeedbackReach = Type.Object({
  feedbackId: Type.Integer(),
  canRead: Type.Boolean(),
  process: Nullable(Process),
});
export type FeedbackReach = Static<typeof FeedbackReach>;

// Questionnaire pages, stored answers and form data are the client's to interpret, written as they are stored:
// described field by field, the serializer would drop and reorder what it does not list. Their TypeScript types
// are the engine's.
const AnyObject = { type: 'object', additionalProperties: true } as const;
const Pages = Type.Unsafe<FormPage[]>({ type: 'array', items: AnyObject });
const Answer = Type.Unsafe<ElementAnswer | null>({ anyOf: [AnyObject, { type: 'null' }] });
const Values = Type.Unsafe<FeedbackValues>({
  type: 'object',
  properties: Object.fromEntries(
    ['itemValues', 'matrixValues', 'comments', 'tableItems', 'careerData', 'targets'].map((name) => [
      name,
      { type: 'array', items: AnyObject },
    ]),
  ),
});

/** An item (a matrix row, a table column) by id with its title. */
const ItemTitle = Type.Object({ id: Type.String(), title: Localized });

/** A questionnaire version as the feedback screen renders it. */
export const FeedbackForm = Type.Object({
  id: Type.Integer(),
  correlationId: Type.String(),
  version: Type.Integer(),
  name: Type.String(),
  // typed as the questionnaire's own type, so that the client renders this form as a Questionnaire
  questionnaireType: Type.Unsafe<ProcessType>(Type.Integer()),
  isDraft: Type.Boolean(),
  pages: Pages,
});
export type FeedbackForm = Static<typeof FeedbackForm>;

/** The rows of a table question in another feedback of the process, for a tableReview element. */
export const ReviewTable = Type.Object({
  elementName: Type.String(),
  sourceFeedbackId: Type.Integer(),
  sourceFeedbackType: Type.Integer(),
  sourceElementId: Type.String(),
  columns: Type.Array(ItemTitle),
  rows: Type.Array(
    Type.Object({
      rowId: Type.String(),
      index: Type.Integer(),
      cells: Type.Record(Type.String(), Type.String()),
    }),
  ),
});
export type ReviewTable = Static<typeof ReviewTable>;

/** One evaluation of a comparison: the feedback, its form and its answers. */
export const ComparisonSide = Type.Object({
  feedbackId: Type.Integer(),
  status: Type.Integer(),
  isSubmitted: Type.Boolean(),
  form: Nullable(FeedbackForm),
  values: Values,
});
export type ComparisonSide = Static<typeof ComparisonSide>;

/** One question both evaluations ask (paired by element name) with both answers. */
export const ComparisonPair = Type.Object({
  name: Type.String(),
  type: Type.String(),
  title: Localized,
  items: Type.Array(ItemTitle),
  selfElementId: Type.String(),
  managerElementId: Nullable(Type.String()),
  self: Answer,
  manager: Answer,
});
export type ComparisonPair = Static<typeof ComparisonPair>;

/** The comparison (feedback type 4): self and manager evaluation, paired by element name. */
export const Comparison = Type.Object({
  self: Nullable(ComparisonSide),
  manager: Nullable(ComparisonSide),
  pairs: Type.Array(ComparisonPair),
});
export type Comparison = Static<typeof Comparison>;

/** The feedback opened in the form screen. */
export const ViewedFeedback = Type.Object({
  id: Type.Integer(),
  // null for an anonymous feedback shared outside a process
  processId: Nullable(Type.Integer()),
  processType: Nullable(Type.Integer()),
  feedbackType: Type.Integer(),
  donor: NullablePersonRef,
  recipient: NullablePersonRef,
  ...FeedbackState,
  vetoComment: Nullable(Type.String()),
  updatedAt: DateTime,
});
export type ViewedFeedback = Static<typeof ViewedFeedback>;

/** What every feedback view has: the feedback, its form and answers and what the caller may do with it. */
const viewProperties = {
  feedback: ViewedFeedback,
  form: Nullable(FeedbackForm),
  values: Values,
  reviewData: Type.Array(ReviewTable),
  comparison: Nullable(Comparison),
  allowedActions: Type.Record(Type.Enum(PROCESS_ACTIONS), Type.Boolean()),
  access: Type.Record(Type.Enum(ACCESS_RIGHTS), Type.Boolean()),
  donorRoles: Type.Array(Type.Integer()),
};

/** GET /Feedbacks of a feedback of a process: the view with its process. */
export const FeedbackView = Type.Object({ process: Process, ...viewProperties });
export type FeedbackView = Static<typeof FeedbackView>;

/** GET /Feedbacks by access token: an anonymous feedback shared outside any process, without process. */
export const AnonymousFeedbackView = Type.Object(viewProperties);
export type AnonymousFeedbackView = Static<typeof AnonymousFeedbackView>;

/**
 * GET /Feedbacks: the feedback with its process, form, answers, review data, comparison, the actions the
 * workflow allows the caller now and the caller's access rights; by access token, the anonymous feedback
 * without a process. Two whole shapes rather than an optional `process`, which the serializer would move to
 * the end (it writes required properties first).
 */
export const FeedbackViewAnswer = Type.Union([FeedbackView, AnonymousFeedbackView]);
export type FeedbackViewAnswer = Static<typeof FeedbackViewAnswer>;

/** POST /Feedbacks/fieldValue: the latest answer of a named element per recipient (`found: false` if none). */
export const FieldValues = ResultList(
  Type.Object({
    recipientId: Type.Integer(),
    elementName: Type.String(),
    found: Type.Boolean(),
    processId: Nullable(Type.Integer()),
    processType: Nullable(Type.Integer()),
    feedbackId: Nullable(Type.Integer()),
    feedbackType: Nullable(Type.Integer()),
    elementId: Nullable(Type.String()),
    value: Answer,
    updatedAt: Nullable(DateTime),
  }),
);
export type FieldValues = Static<typeof FieldValues>;

/** One missing mandatory answer of a refused submit (as mandatoryMissing in the process core lists it). */
export const MissingAnswer = Type.Object({
  elementId: Type.String(),
  itemId: Nullable(Type.String()),
  field: Type.String(),
  title: Type.String(),
  itemTitle: Nullable(Type.String()),
  pageId: Type.String(),
});
export type MissingAnswer = Static<typeof MissingAnswer>;

/**
 * The problem object plus what some feedback refusals add (so each is optional): the missing answers, the
 * status, the action, the process.
 */
export const FeedbackProblem = Type.Object({
  ...ProblemSchema.properties,
  missing: Type.Optional(Type.Array(MissingAnswer)),
  statusId: Type.Optional(Type.Integer()),
  action: Type.Optional(Type.String()),
  processId: Type.Optional(Type.Integer()),
  processType: Type.Optional(Type.Integer()),
  feedbackType: Type.Optional(Type.Integer()),
});
export type FeedbackProblem = Static<typeof FeedbackProblem>;

/** The error answers of every feedbacks route. */
export const feedbackErrors = problemAnswers(FeedbackProblem);
