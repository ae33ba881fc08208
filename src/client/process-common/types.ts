import type { Localized } from '../../engine/constants';
import type { FeedbackValues } from '../../engine/forms/answer-types';
import type { Questionnaire } from '../../engine/forms/questionnaire-types';
import type { AllowedActions } from '../../engine/workflows';

/** Shapes of the feedbacks API (src/server/features/feedbacks/response-schemas.ts) as the client reads them. */

/** A person as processes name them. */
export type PersonRef = { id: number; firstName: string; lastName: string; shorthand: string };

/** A feedback of a process as lists show it; `canRead` / `canEdit` are the caller's rights now. */
export type FeedbackSummary = {
  id: number;
  feedbackType: number;
  donor: PersonRef | null;
  formId: number | null;
  status: number;
  isInProgress: boolean;
  isSubmitted: boolean;
  submittedAt: string | null;
  approvedAt: string | null;
  canRead: boolean;
  canEdit: boolean;
};

/** SPEC §3 "Feedback (process)" with its status label and dashboard group. */
export type ProcessView = {
  id: number;
  processType: number;
  statusId: number;
  statusLabel: Localized;
  statusDescription: Localized;
  dashboardGroup: number | null;
  isClosed: boolean;
  isFinished: boolean;
  title: Localized;
  recipient: PersonRef | null;
  mentor: PersonRef | null;
  partner: PersonRef | null;
  creatorId: number | null;
  talkroundId: number | null;
  talkDate: string | null;
  talkDateReached: boolean;
  startDate: string;
  endDate: string;
  closedReasonId: number | null;
  closedReason: string | null;
  copiedFromId: number | null;
  lockVersion: number;
  createdAt: string;
  updatedAt: string;
  feedbacks: FeedbackSummary[];
};

/** GET /Feedbacks/list/...: `{ result }`. */
export type ProcessList = { result: ProcessView[] };

/** A questionnaire version as the feedback screen renders it. */
export type StoredQuestionnaire = Questionnaire & { id: number; version: number };

/** The rows of a table question another feedback of the process holds, for a tableReview element. */
export type ReviewTable = {
  elementName: string;
  sourceFeedbackId: number;
  sourceFeedbackType: number;
  sourceElementId: string;
  columns: { id: string; title: Localized }[];
  rows: { rowId: string; index: number; cells: Record<string, string> }[];
};

export type ComparisonSide = {
  feedbackId: number;
  status: number;
  isSubmitted: boolean;
  form: StoredQuestionnaire | null;
  values: FeedbackValues;
} | null;

/** One question both evaluations ask (paired by element name); the answers are form data. */
export type ComparisonPair = {
  name: string;
  type: string;
  title: Localized;
  items: { id: string; title: Localized }[];
  selfElementId: string;
  managerElementId: string | null;
  self: Record<string, unknown> | null;
  manager: Record<string, unknown> | null;
};

export type Comparison = { self: ComparisonSide; manager: ComparisonSide; pairs: ComparisonPair[] };

/** The feedback opened in the form screen. */
export type FeedbackDetail = {
  id: number;
  processId: number;
  processType: number;
  feedbackType: number;
  donor: PersonRef | null;
  recipient: PersonRef | null;
  formId: number | null;
  status: number;
  isInProgress: boolean;
  isSubmitted: boolean;
  submittedAt: string | null;
  approvedAt: string | null;
  vetoComment: string | null;
  updatedAt: string;
};

export type AccessRights = {
  read: boolean;
  write: boolean;
  approve: boolean;
  comment: boolean;
  update: boolean;
};

/** GET /Feedbacks?feedbackId=: everything the feedback screen needs. */
export type FeedbackView = {
  process: ProcessView;
  feedback: FeedbackDetail;
  form: StoredQuestionnaire | null;
  values: FeedbackValues;
  reviewData: ReviewTable[];
  comparison: Comparison | null;
  allowedActions: AllowedActions;
  access: AccessRights;
  donorRoles: number[];
};

/**
 * GET /Feedbacks?feedbackId=&accessToken=: an anonymous feedback shared by e-mail outside any process — no
 * process and no names.
 */
export type AnonymousFeedbackView = Omit<FeedbackView, 'process' | 'feedback'> & {
  feedback: Omit<FeedbackDetail, 'processId' | 'processType'> & { processId: null; processType: null };
};

/** What a save or step answers. */
export type StepResult = {
  feedbackId: number;
  /** null for an anonymous feedback (no process) */
  processId: number | null;
  statusId: number | null;
  feedbackStatus: number;
  isInProgress: boolean;
  isSubmitted: boolean;
};
