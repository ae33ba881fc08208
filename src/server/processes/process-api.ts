import type { DonorRole } from '../../engine/access';
import type { ValueChange } from '../../engine/forms';
import type { CompiledWorkflow } from '../../engine/workflows';
import type { StepResult } from '../../engine/api/feedbacks-answers';
import type { FeedbackRow, ProcessRow } from '../db/database';
import { runProcessAction, workflowOf, type FeedbackServices, type ProcessScope } from './action-scope';
import {
  getAnonymousView,
  removeAnonymousTableRow,
  saveAnonymousValues,
  shareForm,
  submitAnonymous,
} from './anonymous-feedbacks';
import { countAnonymousSubmissions, getAnonymousSubmissions } from './anonymous-submissions';
import { loadArchiveSource } from './archive-source';
import { readersAmong } from './event-readers';
import type { StoredQuestionnaire } from './form-cache';
import type { ProcessAudience, ProcessDomainEvent } from './events';
import {
  approveFeedback,
  removeTableRow,
  saveValue,
  saveValues,
  setInProgress,
  submitFeedback,
  vetoFeedback,
} from './feedback-actions';
import { canReadFeedback, getFeedbackView, getProcessView, getReviewData } from './feedback-view';
import { latestFieldValues } from './field-values';
import { linksTo, type LinkTarget } from './links';
import type { RouteData } from '../../engine/notifications/notification-text';
import { calendarFile, exportTalkDate } from './ics-export';
import {
  listDonorProcesses,
  listHierarchyProcesses,
  listOwnProcesses,
  listProcessesOfRecipient,
  listProcessesOfType,
} from './lists';
import { listTalkrounds } from './talkrounds';
import { openFeedbackTasks, type FeedbackStepTask } from './open-tasks';
import {
  audienceOf,
  donorRolesOf,
  loadFeedbacksAndParticipants,
  readableAmong,
  type Actor,
  type RelatedFeedback,
} from './policy';
import { loadPeople, type People } from './present';
import { createProcess, type CreateFollowUp } from './process-create';
import { closeProcess, copyProcess, setProcessForm, setProcessStatus } from './process-operations';
import { findProcess, listFeedbacksOf, reportsOf } from './repo';
import { setTalkDate } from './talk-date';

/** A service `(services, ...args)` as the ProcessApi offers it: bound to the core's services. */
type Bound<F> = F extends (services: FeedbackServices, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

/**
 * What the features (the feedbacks routes, PDP, promotions, PDC/EDC, dashboard, search, archive, reporting)
 * and the demo seed use of processes: the services with their rules, transactions and events, bound to the
 * core's dependencies. Each operation checks the actor's rights itself.
 */
export type ProcessApi = {
  // ---- processes: create and operate (SPEC §4)
  /**
   * Creates a process as the actor (the rules of POST /Feedbacks); returns its id. `followUp` runs inside the
   * create transaction: when it throws, nothing is created.
   */
  create(
    actor: Actor,
    input: Parameters<typeof createProcess>[2],
    followUp?: CreateFollowUp,
  ): Promise<number>;
  /** Sets the talk date (trigger 7). */
  setTalkDate: Bound<typeof setTalkDate>;
  /** Closes the process with a reason 1-8. */
  close: Bound<typeof closeProcess>;
  /** Copies the process with its values; the same copy key answers the same copy. Returns the copy's id. */
  copy: Bound<typeof copyProcess>;
  /** Sets the status directly (administrators). */
  setStatus: Bound<typeof setProcessStatus>;
  /** Changes the form; the process returns to its initial status. */
  setForm: Bound<typeof setProcessForm>;
  /**
   * Runs an action on a locked process of the organization in one transaction (actor null: the system);
   * recorded events are emitted after the commit. 404 for a process of another organization.
   */
  act<T>(
    organizationId: number,
    actor: Actor | null,
    processId: number,
    action: (scope: ProcessScope) => Promise<T>,
  ): Promise<T>;

  // ---- the steps on one feedback
  /** Saves one answer as the actor. */
  saveValue: Bound<typeof saveValue>;
  /** Saves answers of a feedback as the actor (the rules of the value saves). */
  saveValues(actor: Actor, feedbackId: number, changes: ValueChange[]): Promise<StepResult>;
  /** Deletes a table row of a feedback. */
  removeTableRow: Bound<typeof removeTableRow>;
  /** Marks the feedback in progress. */
  setInProgress: Bound<typeof setInProgress>;
  /** Submits the feedback (POST /Feedbacks/Submit). */
  submit: Bound<typeof submitFeedback>;
  /** Approves a submitted feedback (PUT /Feedbacks/Approve). */
  approve(actor: Actor, feedbackId: number): Promise<StepResult>;
  /** Vetoes a submitted feedback with a comment (PUT /Feedbacks/Veto). */
  veto(actor: Actor, feedbackId: number, comment: string): Promise<StepResult>;

  // ---- anonymous shared feedbacks: a questionnaire filled in through a link, outside any process
  /** Shares a questionnaire by e-mail as an anonymous feedback. */
  share: Bound<typeof shareForm>;
  /** An anonymous feedback as its link shows it. */
  anonymousView: Bound<typeof getAnonymousView>;
  /** Saves answers of an anonymous feedback. */
  saveAnonymousValues: Bound<typeof saveAnonymousValues>;
  /** Deletes a table row of an anonymous feedback. */
  removeAnonymousTableRow: Bound<typeof removeAnonymousTableRow>;
  /** Submits an anonymous feedback (its sharer hears of it, see ProcessCore.onAnonymousSubmitted). */
  submitAnonymous: Bound<typeof submitAnonymous>;
  /** Per questionnaire, how many of the anonymous feedbacks the actor shared were submitted. */
  anonymousSubmissionCounts: Bound<typeof countAnonymousSubmissions>;
  /** The submitted anonymous feedbacks of a questionnaire the actor shared. */
  anonymousSubmissions: Bound<typeof getAnonymousSubmissions>;
  /** One submitted anonymous feedback the actor shared, read-only. */

  // ---- reads, each as the actor may see it
  /** A process with its feedbacks and the actor's actions (403 when they may see nothing of it). */
  processView: Bound<typeof getProcessView>;
  /** A feedback with its process, form, values and the actor's actions (GET /Feedbacks). */
  feedbackView: Bound<typeof getFeedbackView>;
  /** The table rows a tableReview element shows. */
  reviewData: Bound<typeof getReviewData>;
  /** Whether the actor may read the feedback now (false for another organization's or an anonymous one). */
  canRead(actor: Actor, feedbackId: number): Promise<boolean>;
  /**
   * Where links to processes lead the actor now, one answer per target: the first feedback of the process
   * they may read (the target's feedback when they may read that), else the process's page when they may see
   * it, else null. Every link the product makes for a person goes through here.
   */
  linksTo(actor: Actor, targets: readonly LinkTarget[]): Promise<(RouteData | null)[]>;
  /** The actor's own processes. */
  ownProcesses: Bound<typeof listOwnProcesses>;
  /** The processes of one of the actor's employees. */
  processesOfRecipient: Bound<typeof listProcessesOfRecipient>;
  /** The processes the actor takes part in as donor, supervisor or mentor. */
  donorProcesses: Bound<typeof listDonorProcesses>;
  /** The processes of the actor's reports, filtered. */
  hierarchyProcesses: Bound<typeof listHierarchyProcesses>;
  /** The processes of one type the actor may see. */
  processesOfType: Bound<typeof listProcessesOfType>;
  /** The latest answer of a named element per recipient. */
  latestFieldValues: Bound<typeof latestFieldValues>;
  /** The feedbacks on which the workflow expects the user's next step now (fill in or approve). */
  openTasks(actor: Actor): Promise<FeedbackStepTask[]>;
  /**
   * The feedbacks among `feedbacks` (of one process type) the actor may read: the workflow's read check over
   * many feedbacks at once, each given by the actor's relation to its process (reports).
   */
  readableAmong<F extends RelatedFeedback>(
    actor: Actor,
    processType: number,
    feedbacks: readonly F[],
  ): Promise<F[]>;
  /** The talk date as an iCalendar file in the given time zone. */
  exportTalkDate: Bound<typeof exportTalkDate>;

  // ---- reads as the system: no read check, the caller decides who sees what
  /** A process of the organization; undefined when it has none with that id. */
  findProcess(organizationId: number, processId: number): Promise<ProcessRow | undefined>;
  /** The feedbacks of a process, by type and id. */
  feedbacksOf(organizationId: number, processId: number): Promise<FeedbackRow[]>;
  /** What the archive renders of a process: its workflow, answered feedbacks and people. */
  archiveSource: Bound<typeof loadArchiveSource>;
  /** A questionnaire version of the organization (also a deleted one); undefined when unknown. */
  questionnaire(organizationId: number, formId: number): Promise<StoredQuestionnaire | undefined>;
  /** The talkrounds of the organization, optionally of one process type and finished or not. */
  talkrounds(
    organizationId: number,
    filter: Parameters<typeof listTalkrounds>[2],
  ): ReturnType<typeof listTalkrounds>;
  /** The direct and indirect reports of a user: id -> level below them (1 direct). */
  reportsOf(organizationId: number, userId: number): Promise<Map<number, number>>;
  /** The caller's donor roles in a process (SPEC §3), its compiled workflow and everyone it concerns. */
  rolesIn(
    actor: Actor,
    process: ProcessRow,
  ): Promise<{ compiled: CompiledWorkflow; donorRoles: DonorRole[]; audience: ProcessAudience }>;
  /** The compiled workflow of a process type in the organization (409 NO_WORKFLOW when it has none). */
  workflow(organizationId: number, processType: number): Promise<CompiledWorkflow>;
  /**
   * Who of the people an event concerns may read its process at the event's status (the workflow's read
   * check): process events are addressed to them only.
   */
  readersOf(event: ProcessDomainEvent): Promise<number[]>;
  /** Names of employees of the organization, by id. */
  people(organizationId: number, ids: Iterable<number | null>): Promise<People>;
  /** An iCalendar file with a one-hour event at the wall-clock time of `start` in `timeZone`. Pure. */
  calendarFile: typeof calendarFile;
};

/** The ProcessApi over the feedback services. */
export function createProcessApi(services: FeedbackServices): ProcessApi {
  const bound =
    <A extends unknown[], R>(service: (services: FeedbackServices, ...args: A) => R) =>
    (...args: A) =>
      service(services, ...args);
  const workflow = async (organizationId: number, processType: number) =>
    workflowOf(await services.organizationConfig.get(organizationId), processType);
  return {
    create: (actor, input, followUp) => createProcess(services, actor, input, followUp),
    setTalkDate: bound(setTalkDate),
    close: bound(closeProcess),
    copy: bound(copyProcess),
    setStatus: bound(setProcessStatus),
    setForm: bound(setProcessForm),
    act: (organizationId, actor, processId, action) =>
      runProcessAction(services, actor, organizationId, processId, action),

    saveValue: bound(saveValue),
    saveValues: (actor, feedbackId, changes) => saveValues(services, actor, feedbackId, changes),
    removeTableRow: bound(removeTableRow),
    setInProgress: bound(setInProgress),
    submit: bound(submitFeedback),
    approve: bound(approveFeedback),
    veto: bound(vetoFeedback),

    share: bound(shareForm),
    anonymousView: bound(getAnonymousView),
    saveAnonymousValues: bound(saveAnonymousValues),
    removeAnonymousTableRow: bound(removeAnonymousTableRow),
    submitAnonymous: bound(submitAnonymous),
    anonymousSubmissionCounts: bound(countAnonymousSubmissions),
    anonymousSubmissions: bound(getAnonymousSubmissions),

    processView: bound(getProcessView),
    feedbackView: bound(getFeedbackView),
    reviewData: bound(getReviewData),
    canRead: bound(canReadFeedback),
    linksTo: bound(linksTo),
    ownProcesses: bound(listOwnProcesses),
    processesOfRecipient: bound(listProcessesOfRecipient),
    donorProcesses: bound(listDonorProcesses),
    hierarchyProcesses: bound(listHierarchyProcesses),
    processesOfType: bound(listProcessesOfType),
    latestFieldValues: bound(latestFieldValues),
    openTasks: bound(openFeedbackTasks),
    readableAmong: async (actor, processType, feedbacks) =>
      // no workflow asked for nothing to check: a type without one is no refusal then
      feedbacks.length === 0
        ? []
        : readableAmong(await workflow(actor.organizationId, processType), actor, feedbacks),
    exportTalkDate: bound(exportTalkDate),

    findProcess: (organizationId, processId) => findProcess(services.db, organizationId, processId),
    feedbacksOf: (organizationId, processId) => listFeedbacksOf(services.db, organizationId, processId),
    archiveSource: bound(loadArchiveSource),
    questionnaire: (organizationId, formId) => services.forms.get(services.db, organizationId, formId),
    talkrounds: (organizationId, filter) => listTalkrounds(services.db, organizationId, filter),
    reportsOf: (organizationId, userId) => reportsOf(services.db, organizationId, userId),
    rolesIn: async (actor, process) => {
      const config = await services.organizationConfig.get(actor.organizationId);
      const compiled = workflowOf(config, process.process_type);
      const { participants } = await loadFeedbacksAndParticipants(services.db, process);
      const donorRoles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
      return { compiled, donorRoles, audience: audienceOf(participants) };
    },
    workflow,
    readersOf: async (event) => {
      const config = await services.organizationConfig.get(event.organizationId);
      return readersAmong(workflowOf(config, event.processType), event.toStatus, event.audience);
    },
    people: (organizationId, ids) => loadPeople(services.db, organizationId, ids),
    calendarFile,
  };
}
