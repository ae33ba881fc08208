/**
 * The process core: everything about feedback processes that more than one feature needs, behind this one
 * entry point. The app builds it once (createProcessCore) and hands it to the features as a typed dependency;
 * features and the demo seed import from here only (a lint rule keeps it so).
 *
 * - services: `(services, actor, input)` functions with the rules, each in one transaction on a locked process
 *   (runProcessAction / runFeedbackAction), deciding every step with the workflow interpreter;
 * - domain events (ProcessEvents), recorded in the transaction and emitted after the commit; the hub
 *   publisher is their one publisher to the hubs;
 * - the ProcessApi other features use, the goals seam, the hub group access of processes.
 */
export { createProcessCore, type ProcessCore, type ProcessCoreDeps } from './core';
export type { ProcessApi } from './process-api';
export { actorOf, type Actor } from '../auth/actor';

// domain events
export {
  LIST_VISIBLE_KINDS,
  PROCESS_EVENT_KINDS,
  ProcessEvents,
  type ProcessAudience,
  type ProcessDomainEvent,
  type ProcessEventHandler,
  type ProcessTransactionHandler,
  type ProcessEventKind,
} from './events';
export { changeOf, hubMessagesFor, participantsOf } from './hub-publisher';

// the lock-and-act scope
export {
  runFeedbackAction,
  runProcessAction,
  workflowOf,
  type FeedbackScope,
  type FeedbackServices,
  type ProcessScope,
  type StatusChange,
} from './action-scope';

// goals in forms (the goals feature's seam)
export type { FeedbackTargetContext, FeedbackTargetsGate } from './targets-port';
export type { FeedbackTargetsStore, ProcessStatusChange } from './target-store';
export type { AnonymousTargetContext } from './anonymous-feedbacks';

// the services of the feedbacks routes and the seed
export {
  getAnonymousView,
  onAnonymousSubmitted,
  removeAnonymousTableRow,
  saveAnonymousValues,
  shareForm,
  submitAnonymous,
  type AnonymousAccess,
  type AnonymousSubmission,
  type AnonymousSubmittedHandler,
} from './anonymous-feedbacks';
export {
  countAnonymousSubmissions,
  getAnonymousSubmission,
  getAnonymousSubmissions,
} from './anonymous-submissions';
export {
  approveFeedback,
  removeTableRow,
  saveValue,
  saveValues,
  setInProgress,
  submitFeedback,
  vetoFeedback,
} from './feedback-actions';
export { canReadFeedback, getFeedbackView, getProcessView, getReviewData } from './feedback-view';
export { loadArchiveSource, type ArchiveSource, type FilledFeedback } from './archive-source';
export { latestFieldValues } from './field-values';
export { calendarFile, exportTalkDate } from './ics-export';
export {
  listDonorProcesses,
  listHierarchyProcesses,
  listOwnProcesses,
  listProcessesOfRecipient,
  listProcessesOfType,
} from './lists';
export { feedbackStatusOptions, listTalkrounds } from './lookups';
export { openFeedbackTasks, type FeedbackStepTask } from './open-tasks';
export { createProcess, cycleOf } from './process-create';
export { closeProcess, copyProcess, setProcessForm, setProcessStatus } from './process-operations';
export { fireReachedTalkDates, setTalkDate } from './talk-date';
export { applyChange, type ValueChange } from './value-changes';
export type { People } from './present';

// reads the seed and tests use
export { audienceOf, loadFeedbacksAndParticipants, readsAllProcesses } from './policy';
// the workflow's read check over many feedbacks at once (reporting)
export { donorRolesOf, feedbackActions, participantsSeenBy, type Participants } from './policy';
export { findProcess, listFeedbacksOf, reportsOf, supervisorLine } from './repo';
