import type { DonorRole } from '../../engine/access';
import type { CompiledWorkflow } from '../../engine/workflows';
import type { ProcessRow } from '../db/database';
import { runProcessAction, workflowOf, type FeedbackServices, type ProcessScope } from './action-scope';
import { approveFeedback, saveValues, vetoFeedback } from './feedback-actions';
import type { StepResult } from '../../engine/api/feedbacks-answers';
import { calendarFile } from './ics-export';
import { canReadFeedback } from './feedback-view';
import { openFeedbackTasks, type FeedbackStepTask } from './open-tasks';
import { audienceOf, donorRolesOf, loadFeedbacksAndParticipants, type Actor } from './policy';
import { createProcess, type CreateFollowUp } from './process-create';
import { loadPeople, type People } from './present';
import { reportsOf } from './repo';
import { readersAmong } from './event-readers';
import type { ProcessAudience, ProcessDomainEvent } from './events';
import type { ValueChange } from './value-changes';

/**
 * What other features (PDP, promotions, PDC/EDC, dashboard, search, goals) use of processes: the same services
 * with their rules, transactions and events, bound to the core's dependencies.
 */
export type ProcessApi = {
  /**
   * Creates a process as the actor (the rules of POST /Feedbacks); returns its id. `followUp` runs inside the
   * create transaction: when it throws, nothing is created.
   */
  create(
    actor: Actor,
    input: Parameters<typeof createProcess>[2],
    followUp?: CreateFollowUp,
  ): Promise<number>;
  /** Saves answers of a feedback as the actor (the rules of the value saves). */
  saveValues(actor: Actor, feedbackId: number, changes: ValueChange[]): Promise<StepResult>;
  /** Approves a submitted feedback (PUT /Feedbacks/Approve). */
  approve(actor: Actor, feedbackId: number): Promise<StepResult>;
  /** Vetoes a submitted feedback with a comment (PUT /Feedbacks/Veto). */
  veto(actor: Actor, feedbackId: number, comment: string): Promise<StepResult>;
  /** Whether the actor may read the feedback now (false for another organization's or an anonymous one). */
  canRead(actor: Actor, feedbackId: number): Promise<boolean>;
  /** The direct and indirect reports of a user: id -> level below them (1 direct). */
  reportsOf(organizationId: number, userId: number): Promise<Map<number, number>>;
  /** The feedbacks on which the workflow expects the user's next step now (fill in or approve). */
  openTasks(actor: Actor): Promise<FeedbackStepTask[]>;
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
  return {
    create: (actor, input, followUp) => createProcess(services, actor, input, followUp),
    saveValues: (actor, feedbackId, changes) => saveValues(services, actor, feedbackId, changes),
    approve: (actor, feedbackId) => approveFeedback(services, actor, feedbackId),
    veto: (actor, feedbackId, comment) => vetoFeedback(services, actor, feedbackId, comment),
    canRead: (actor, feedbackId) => canReadFeedback(services, actor, feedbackId),
    reportsOf: (organizationId, userId) => reportsOf(services.db, organizationId, userId),
    openTasks: (actor) => openFeedbackTasks(services, actor),
    act: (organizationId, actor, processId, action) =>
      runProcessAction(services, actor, organizationId, processId, action),
    rolesIn: async (actor, process) => {
      const config = await services.organizationConfig.get(actor.organizationId);
      const compiled = workflowOf(config, process.process_type);
      const { participants } = await loadFeedbacksAndParticipants(services.db, process);
      const donorRoles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
      return { compiled, donorRoles, audience: audienceOf(participants) };
    },
    workflow: async (organizationId, processType) =>
      workflowOf(await services.organizationConfig.get(organizationId), processType),
    readersOf: async (event) => {
      const config = await services.organizationConfig.get(event.organizationId);
      return readersAmong(workflowOf(config, event.processType), event.toStatus, event.audience);
    },
    people: (organizationId, ids) => loadPeople(services.db, organizationId, ids),
    calendarFile,
  };
}
