import type { DonorRole } from '../access';
import type {
  ConclusionType,
  DashboardGroup,
  FeedbackType,
  Localized,
  ProcessType,
  TriggerType,
} from '../constants';
import type { FeedbackStatusOption } from './feedback-status';

export type { Localized };

/** One status of a process type's workflow (SPEC §3 statusList, §4 status ids and dashboard groups). */
export type WorkflowStatus = {
  statusId: number;
  dashboardGroup: DashboardGroup;
  translations: Localized;
  descriptions: Localized;
  /** what the process's feedbacks become on entering this status; absent or 1000 = unchanged */
  feedbackStatus?: FeedbackStatusOption;
};

/**
 * A status change: in status `from`, the trigger moves the process to `to`. `feedbackType` null matches a
 * trigger about any feedback; a transition with a concrete feedback type wins over a null one.
 */
export type WorkflowTransition = {
  from: number;
  to: number;
  triggerType: TriggerType;
  feedbackType: FeedbackType | null;
};

/** The five rights of SPEC §6 "Workflow user access". */
export type AccessRights = {
  /** may open the feedback */
  read: boolean;
  /** may fill in, save and submit the feedback while it is not submitted */
  write: boolean;
  /** may approve (confirm) or veto the submitted feedback */
  approve: boolean;
  /** may add comments */
  comment: boolean;
  /** may change the feedback after it was submitted and run process operations (close, change form) */
  update: boolean;
};

export const ACCESS_RIGHTS = ['read', 'write', 'approve', 'comment', 'update'] as const;
export type AccessRight = (typeof ACCESS_RIGHTS)[number];

/** Rights of one donor role in one status, for one feedback type or (null) for every feedback type. */
export type UserAccessEntry = {
  statusId: number;
  donorRole: DonorRole;
  feedbackType: FeedbackType | null;
} & AccessRights;

/** The workflow settings of one process type (SPEC §3 "Workflow settings"). */
export type WorkflowSettings = {
  id?: number;
  processType: ProcessType;
  name: Localized;
  statusList: WorkflowStatus[];
  transitions: WorkflowTransition[];
  userAccess: UserAccessEntry[];
  /** donor roles that may create a process of this type */
  creators: DonorRole[];
  conclusionType: ConclusionType;
  alternateConclusionFormId: number | null;
  alternateConclusionTitle: Localized | null;
  hideFromRecipient: boolean;
  hideInProcessList: boolean;
  allowedFeedbackTypes: FeedbackType[];
  initialStatus: number;
  /** the status of a completed process */
  finalStatus: number;
  /** where "close" (reason 1-8) leads; absent = the one status of dashboard group 999 */
  closedStatus?: number;
};
