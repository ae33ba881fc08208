import { DONOR_ROLES, type DonorRole } from '../../engine/access';
import { cycleOf } from '../../engine/calendar';
import { FEEDBACK_TYPES, type FeedbackType, type ProcessType } from '../../engine/constants';
import type { ValueChange } from '../../engine/forms';
import {
  canCreate,
  closedStatusOf,
  type CompiledWorkflow,
  type WorkflowSettings,
} from '../../engine/workflows';
import type { FeedbackRow, ProcessRow, TalkroundRow } from '../db/database';
import { HttpError, badRequest, conflict, notFound } from '../errors';
import type { OrganizationConfig } from '../organizations/organization-config';
import { workflowOf, type FeedbackServices } from './action-scope';
import type { ProcessDomainEvent } from './events';
import { saveValues } from './feedback-actions';
import type { StepResult } from '../../engine/api/feedbacks-answers';
import { latestPublishedFormId } from './forms-repo';
import {
  findOpenProcess,
  insertFeedbackRows,
  insertProcessRow,
  lockRecipientForCreate,
} from './new-process-repo';
import { joinedServices } from './joined-transaction';
import { audienceOf, donorRolesOf, isProcessAdmin, type Actor, type Participants } from './policy';
import { findUser, insertProcessEvent, supervisorLine, type Db } from './repo';
import { findTalkround } from './talkrounds-repo';

/** Feedback types that have a questionnaire of their own. */
export const FORM_FEEDBACK_TYPES: readonly FeedbackType[] = [
  FEEDBACK_TYPES.selfEvaluation,
  FEEDBACK_TYPES.managerEvaluation,
  FEEDBACK_TYPES.documentation,
];

const SHORT_NAMES: Record<ProcessType, string> = {
  1: 'MAFEG',
  2: 'PDP',
  3: 'EHG',
  4: 'PROMOTION',
  5: 'PDC',
  6: 'EDC',
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Pure. The title of a new process when none is given, e.g. "MAFEG 2025/26". */
export function defaultTitle(processType: ProcessType, talkround: TalkroundRow | undefined, now: Date) {
  const text = talkround ? talkround.name : `${SHORT_NAMES[processType]} ${cycleOf(now).label}`;
  return { 'de-DE': text, 'en-US': text };
}

/** The donor roles a user has towards a (future) recipient: for "who may create" (SPEC §6 creators). */
export async function rolesTowards(
  db: Db,
  actor: Actor,
  recipient: { id: number; mentor_id: number | null },
) {
  const line = await supervisorLine(db, actor.organizationId, recipient.id);
  const roles: DonorRole[] = [];
  if (actor.userId === recipient.id) roles.push(DONOR_ROLES.recipient);
  if (line[0] === actor.userId) roles.push(DONOR_ROLES.sender);
  if (recipient.mentor_id === actor.userId) roles.push(DONOR_ROLES.mentor);
  if (line[1] === actor.userId) roles.push(DONOR_ROLES.preSupervisor);
  if (line.indexOf(actor.userId) >= 2) roles.push(DONOR_ROLES.otherLineManager);
  if (isProcessAdmin(actor.roles)) roles.push(DONOR_ROLES.administrator);
  return { roles, line };
}

/** The published questionnaire version of every feedback type the workflow needs; 409 when one is missing. */
export async function formsForNewProcess(
  db: Db,
  organizationId: number,
  config: OrganizationConfig,
  settings: WorkflowSettings,
): Promise<Map<FeedbackType, number>> {
  const forms = new Map<FeedbackType, number>();
  for (const type of settings.allowedFeedbackTypes.filter((t) => FORM_FEEDBACK_TYPES.includes(t))) {
    const correlationId = config.formSettings[settings.processType]?.[type];
    const formId = correlationId ? await latestPublishedFormId(db, organizationId, correlationId) : undefined;
    if (formId === undefined) {
      throw conflict(
        'NO_QUESTIONNAIRE_CONFIGURED',
        `No published questionnaire serves feedback type ${type} of process type ${settings.processType}.`,
        { processType: settings.processType, feedbackType: type },
      );
    }
    forms.set(type, formId);
  }
  return forms;
}

export type NewProcess = {
  processType: ProcessType;
  recipient: { id: number; supervisor_id: number | null; mentor_id: number | null };
  creatorId: number | null;
  /** the client whose request creates it (see Actor.origin) */
  origin?: string;
  talkround: TalkroundRow | undefined;
  title: Partial<Record<string, string>> | undefined;
  forms: Map<FeedbackType, number>;
  copiedFromId?: number;
  copyKey?: string;
  now: Date;
};

/**
 * Inserts a process in its workflow's initial status with one feedback per allowed feedback type (each with
 * its questionnaire version; the comparison has none), and records "created". Runs inside the caller's
 * transaction; returns the rows and the domain event to emit after the commit.
 */
export async function insertProcess(
  trx: Db,
  organizationId: number,
  settings: WorkflowSettings,
  input: NewProcess,
  kind: 'created' | 'copied',
  line: number[],
): Promise<{
  process: ProcessRow;
  feedbacks: FeedbackRow[];
  participants: Participants;
  event: ProcessDomainEvent;
}> {
  const { recipient, talkround, now } = input;
  const cycle = cycleOf(now);
  const id = await insertProcessRow(trx, {
    organization_id: organizationId,
    process_type: input.processType,
    status_id: settings.initialStatus,
    recipient_id: recipient.id,
    creator_id: input.creatorId,
    talkround_id: talkround?.id ?? null,
    title: JSON.stringify(input.title ?? defaultTitle(input.processType, talkround, now)),
    start_date: talkround?.start_date ?? isoDate(now),
    end_date: talkround?.end_date ?? cycle.end,
    mentor_id: recipient.mentor_id,
    copied_from_id: input.copiedFromId ?? null,
    copy_key: input.copyKey ?? null,
    created_at: now,
    updated_at: now,
  });
  const types = settings.allowedFeedbackTypes.filter(
    (t) => input.forms.has(t) || t === FEEDBACK_TYPES.comparison,
  );
  const donorOf = (type: FeedbackType) =>
    type === FEEDBACK_TYPES.selfEvaluation
      ? recipient.id
      : type === FEEDBACK_TYPES.comparison
        ? null
        : recipient.supervisor_id;
  const feedbacks = await insertFeedbackRows(
    trx,
    types.map((type) => ({
      organization_id: organizationId,
      process_id: id,
      feedback_type: type,
      donor_id: donorOf(type),
      form_id: input.forms.get(type) ?? null,
      created_at: now,
      updated_at: now,
    })),
  );
  const participants: Participants = {
    recipientId: recipient.id,
    line,
    mentorId: recipient.mentor_id,
    donors: feedbacks.map((f) => ({ feedbackType: f.feedback_type, donorId: f.donor_id })),
  };
  const row = { id, organization_id: organizationId } as ProcessRow;
  const payload = input.copiedFromId ? { copiedFromId: input.copiedFromId } : {};
  await insertProcessEvent(trx, row, {
    feedbackId: null,
    actorId: input.creatorId,
    kind,
    trigger: null,
    fromStatus: null,
    toStatus: settings.initialStatus,
    payload,
    at: now,
  });
  const event: ProcessDomainEvent = {
    kind,
    organizationId,
    processId: id,
    processType: input.processType,
    feedbackId: null,
    feedbackType: null,
    actorId: input.creatorId,
    origin: input.origin ?? null,
    trigger: null,
    fromStatus: null,
    toStatus: settings.initialStatus,
    at: now,
    audience: audienceOf(participants),
    payload,
  };
  return { process: row, feedbacks, participants, event };
}

/** The new process as a creator's follow-up sees it, inside the create transaction (see createProcess). */
export type CreatedProcess = {
  processId: number;
  statusId: number;
  feedbacks: FeedbackRow[];
  compiled: CompiledWorkflow;
  /** the creator's donor roles in the new process */
  donorRoles: DonorRole[];
  /** the create transaction: reads of the new rows go through it */
  trx: Db;
  /** saves answers as the creator by the rules of the value saves, inside the create transaction */
  saveValues(feedbackId: number, changes: ValueChange[]): Promise<StepResult>;
};

/** What a creator does with the new process before it is committed; a throw creates nothing. */
export type CreateFollowUp = (created: CreatedProcess) => Promise<void>;

export type CreateProcessInput = {
  recipientId: number;
  processType: ProcessType;
  talkroundId?: number | null;
  title?: Partial<Record<string, string>> | null;
};

/**
 * Creates a process (POST /Feedbacks): only the workflow's creators (SPEC §6; EHG and MAFEG: 10, 20, 1000)
 * may; the recipient and talkround must be of the organization (404) and the talkround of the process type
 * (400); every feedback type the workflow allows gets the latest published questionnaire of the form settings
 * (409 NO_QUESTIONNAIRE_CONFIGURED when one has none); 409 PROCESS_EXISTS when the recipient already has an
 * open process of the type in the talkround. `followUp` runs inside the create transaction (the career data of
 * a nomination, a check that the creator may read what they created): its refusal leaves nothing behind, and
 * the events of both are emitted after the one commit. Returns the new process id.
 */
export async function createProcess(
  services: FeedbackServices,
  actor: Actor,
  input: CreateProcessInput,
  followUp?: CreateFollowUp,
): Promise<number> {
  const { db } = services;
  const organizationId = actor.organizationId;
  const recipient = await findUser(db, organizationId, input.recipientId);
  if (!recipient) throw notFound(`There is no employee ${input.recipientId}.`);
  const config = await services.organizationConfig.get(organizationId);
  const compiled = workflowOf(config, input.processType);
  const settings = compiled.settings;
  const { roles, line } = await rolesTowards(db, actor, recipient);
  if (!canCreate(settings, roles)) {
    throw new HttpError(
      403,
      'NOT_A_PROCESS_CREATOR',
      `You may not create a process of type ${input.processType} for this employee.`,
    );
  }
  let talkround: TalkroundRow | undefined;
  if (input.talkroundId != null) {
    talkround = await findTalkround(db, organizationId, input.talkroundId);
    if (!talkround) throw notFound(`There is no talkround ${input.talkroundId}.`);
    if (talkround.process_type !== input.processType)
      throw badRequest('TALKROUND_PROCESS_TYPE', 'The talkround belongs to another process type.', [
        { path: '/body/talkroundId', message: 'is of another process type' },
      ]);
  }
  const forms = await formsForNewProcess(db, organizationId, config, settings);
  const ended = [settings.finalStatus, closedStatusOf(settings) ?? settings.finalStatus];
  const now = new Date();
  const followUpEvents: ProcessDomainEvent[] = [];
  const { process, event } = await db.transaction().execute(async (trx) => {
    // two simultaneous creates for one recipient must not both pass the "no open process" check
    await lockRecipientForCreate(trx, organizationId, recipient.id);
    const existing = await findOpenProcess(trx, organizationId, {
      recipientId: recipient.id,
      processType: input.processType,
      ended,
      talkroundId: talkround?.id ?? null,
    });
    if (existing)
      throw conflict('PROCESS_EXISTS', 'The employee already has an open process of this type.', {
        processId: existing.id,
      });
    const created = await insertProcess(
      trx,
      organizationId,
      settings,
      {
        processType: input.processType,
        recipient,
        creatorId: actor.userId,
        origin: actor.origin,
        talkround,
        title: input.title ?? undefined,
        forms,
        now,
      },
      'created',
      line,
    );
    await services.events.beforeCommit(trx, [created.event]);
    if (followUp) {
      const joined = joinedServices(services, trx, { id: organizationId, config }, followUpEvents);
      await followUp({
        processId: created.process.id,
        statusId: settings.initialStatus,
        feedbacks: created.feedbacks,
        compiled,
        donorRoles: donorRolesOf(actor, created.participants, settings.hideFromRecipient),
        trx,
        saveValues: (feedbackId, changes) => saveValues(joined, actor, feedbackId, changes),
      });
    }
    return created;
  });
  await services.events.emit([event, ...followUpEvents]);
  return process.id;
}
