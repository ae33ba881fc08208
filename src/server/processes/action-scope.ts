import type { OperationNodeSource } from 'kysely';
import type { DonorRole } from '../../engine/access';
import type { FeedbackType, TriggerType } from '../../engine/constants';
import {
  FEEDBACK_STATUS_OPTIONS,
  closedStatusOf,
  compileWorkflow,
  nextStatus,
  type CompiledWorkflow,
} from '../../engine/workflows';
import type { FeedbackRow, ProcessRow } from '../db/database';
import { conflict, notFound } from '../errors';
import type { OrganizationConfig, OrganizationConfigRepo } from '../organizations/organization-config';
import type { ProcessAudience, ProcessDomainEvent, ProcessEventKind, ProcessEvents } from './events';
import type { FormCache, StoredQuestionnaire } from './form-cache';
import type { FeedbackTargetsStore } from './target-store';
import {
  audienceOf,
  donorRolesOf,
  loadFeedbacksAndParticipants,
  type Actor,
  type Participants,
} from './policy';
import {
  lockProcessOfFeedback,
  type LockedProcessOfFeedback,
  insertProcessEvent,
  lockProcess,
  setFeedbackStatuses,
  updateProcess,
  type Db,
} from './repo';

/** What the feedback services need from the app. */
export type FeedbackServices = {
  db: Db;
  organizationConfig: OrganizationConfigRepo;
  forms: FormCache;
  events: ProcessEvents;
  /** the goals' storage, plugged in by the targets feature (see target-store.ts) */
  targets?: FeedbackTargetsStore;
};

/** The compiled workflow of a process type in an organization; 409 when the organization has none. */
export function workflowOf(config: OrganizationConfig, processType: number): CompiledWorkflow {
  const settings = config.workflows.find((w) => w.processType === processType);
  if (!settings) throw conflict('NO_WORKFLOW', `There is no workflow for process type ${processType}.`);
  return compileWorkflow(settings);
}

export type RecordInput = {
  kind: ProcessEventKind;
  feedback?: Pick<FeedbackRow, 'id' | 'feedback_type'> | null;
  trigger?: TriggerType | null;
  fromStatus: number | null;
  payload?: Record<string, unknown>;
};

/** One action on one locked process, inside its transaction. */
export type ProcessScope = {
  trx: Db;
  /** whether the action's write ahead (see WriteAhead) ran with the reads: it is stored, unless refused */
  wroteAhead: boolean;
  actor: Actor | null;
  /** the locked row; status_id and lock_version follow the changes made through the scope */
  process: ProcessRow;
  feedbacks: FeedbackRow[];
  compiled: CompiledWorkflow;
  participants: Participants;
  /** everyone the process concerns, as its events name them */
  audience: ProcessAudience;
  /** the actor's donor roles in this process (none for the scheduler) */
  donorRoles: DonorRole[];
  now: Date;
  /** Fires a trigger: the machine decides; stores the new status (none when the trigger moves nothing). */
  fire(
    trigger: TriggerType,
    feedbackType: FeedbackType | null,
    actingFeedbackId: number | null,
  ): Promise<StatusChange>;
  /** Sets a status directly (close, set status, change form) together with other process columns. */
  setStatus(
    statusId: number,
    actingFeedbackId: number | null,
    change?: Parameters<typeof updateProcess>[2],
  ): Promise<StatusChange>;
  /** Records the action in the audit trail now and emits it as a domain event after the commit. */
  record(input: RecordInput): Promise<void>;
  /** Emits a domain event after the commit without an audit record (answers saved without a step). */
  announce(input: Omit<RecordInput, 'trigger'>): void;
};

export type StatusChange = { from: number; to: number; moved: boolean };

/**
 * A write an action runs ahead of its checks, in the statement that reads the feedbacks after the lock: the
 * save of an answer is then one round trip shorter. Given the locked process (with the hint of the feedback's
 * questionnaire), it answers the statements, or undefined to write after the checks as usual. The action
 * still checks everything against what was read under the lock; a refusal (any error) rolls the transaction
 * back with the write, so nothing of a refused request is ever committed or announced.
 */
export type WriteAhead = (
  trx: Db,
  locked: LockedProcessOfFeedback,
  /** the action's time (the scope's `now`) */
  now: Date,
) => Promise<readonly OperationNodeSource[] | undefined>;

/**
 * Runs `action` in one transaction on the process, locked (`select ... for update`) so that simultaneous
 * actions on one process run one after the other; every status write checks lock_version. The domain events
 * the action records are emitted after the commit. 404 for a process of another organization.
 */
export async function runProcessAction<T>(
  services: FeedbackServices,
  actor: Actor | null,
  organizationId: number,
  /** the process, or the process of a feedback (found and locked in one query) */
  target: number | { feedbackId: number; writeAhead?: WriteAhead },
  action: (scope: ProcessScope) => Promise<T>,
): Promise<T> {
  // read before the transaction: on PGlite the transaction holds the one connection
  const config = await services.organizationConfig.get(organizationId);
  const domainEvents: ProcessDomainEvent[] = [];
  const result = await services.db.transaction().execute(async (trx) => {
    const process =
      typeof target === 'number'
        ? await lockProcess(trx, organizationId, target)
        : await lockProcessOfFeedback(trx, organizationId, target.feedbackId);
    if (!process)
      throw notFound(
        typeof target === 'number'
          ? `There is no process ${target}.`
          : `There is no feedback ${target.feedbackId}.`,
      );
    const processId = process.id;
    const compiled = workflowOf(config, process.process_type);
    const now = new Date();
    const ahead =
      typeof target === 'number' || !target.writeAhead
        ? undefined
        : await target.writeAhead(trx, process as LockedProcessOfFeedback, now);
    const { feedbacks, participants } = await loadFeedbacksAndParticipants(trx, process, ahead);
    const donorRoles = actor ? donorRolesOf(actor, participants, compiled.settings.hideFromRecipient) : [];
    const eventOf = ({ kind, feedback = null, trigger = null, fromStatus, payload = {} }: RecordInput) => ({
      feedbackId: feedback?.id ?? null,
      actorId: actor?.userId ?? null,
      kind,
      trigger,
      fromStatus,
      toStatus: process.status_id,
      payload,
      at: now,
    });
    const domainEventOf = (input: RecordInput, event: ReturnType<typeof eventOf>): ProcessDomainEvent => ({
      ...event,
      organizationId,
      processId,
      processType: process.process_type,
      feedbackType: input.feedback?.feedback_type ?? null,
      origin: actor?.origin ?? null,
      ...(actor?.impersonator ? { impersonator: actor.impersonator } : {}),
      audience: audienceOf(participants),
    });

    const setStatus: ProcessScope['setStatus'] = async (statusId, actingFeedbackId, change = {}) => {
      const from = process.status_id;
      await updateProcess(trx, process, { ...change, status_id: statusId });
      process.lock_version += 1;
      process.status_id = statusId;
      Object.assign(process, change);
      const option = compiled.statusById.get(statusId)?.feedbackStatus;
      if (statusId !== from && option !== undefined && option !== FEEDBACK_STATUS_OPTIONS.unchanged) {
        await setFeedbackStatuses(trx, process, option, actingFeedbackId);
        for (const f of feedbacks) if (f.id !== actingFeedbackId) f.status = option;
      }
      // in the same transaction, so that the final goals come and go together with the status (SPEC §4)
      if (statusId !== from && services.targets) {
        const { finalStatus } = compiled.settings;
        const closedStatus = closedStatusOf(compiled.settings);
        const actorId = actor?.userId ?? null;
        const change = { process, from, to: statusId, finalStatus, closedStatus, actorId, now };
        await services.targets.onStatusChange(trx, change);
      }
      return { from, to: statusId, moved: statusId !== from };
    };

    const scope: ProcessScope = {
      trx,
      wroteAhead: ahead !== undefined,
      actor,
      process,
      feedbacks,
      compiled,
      participants,
      audience: audienceOf(participants),
      donorRoles,
      now,
      setStatus,
      fire: async (trigger, feedbackType, actingFeedbackId) => {
        const to = nextStatus(compiled, process.status_id, trigger, feedbackType);
        if (to === null) return { from: process.status_id, to: process.status_id, moved: false };
        return setStatus(to, actingFeedbackId);
      },
      record: async (input) => {
        const event = eventOf(input);
        await insertProcessEvent(trx, process, event);
        domainEvents.push(domainEventOf(input, event));
      },
      announce: (input) => void domainEvents.push(domainEventOf(input, eventOf(input))),
    };
    const result = await action(scope);
    await services.events.beforeCommit(trx, domainEvents);
    return result;
  });
  await services.events.emit(domainEvents);
  return result;
}

/** One action on one feedback: its process locked, the feedback re-read under the lock, its questionnaire. */
export type FeedbackScope = ProcessScope & {
  feedback: FeedbackRow;
  questionnaire: StoredQuestionnaire | undefined;
};

/**
 * Runs `action` on a feedback inside runProcessAction (see there). 404 for a feedback of another organization.
 */
export async function runFeedbackAction<T>(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
  action: (scope: FeedbackScope) => Promise<T>,
  writeAhead?: WriteAhead,
): Promise<T> {
  const target = { feedbackId, writeAhead };
  return runProcessAction(services, actor, actor.organizationId, target, async (scope) => {
    const feedback = scope.feedbacks.find((f) => f.id === feedbackId);
    if (!feedback) throw notFound(`There is no feedback ${feedbackId}.`);
    const questionnaire =
      feedback.form_id === null
        ? undefined
        : await services.forms.get(scope.trx, actor.organizationId, feedback.form_id);
    return action({ ...scope, feedback, questionnaire });
  });
}
