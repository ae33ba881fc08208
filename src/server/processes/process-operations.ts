import { DONOR_ROLES } from '../../engine/access';
import {
  CLOSE_REASON_FREE_TEXT,
  FEEDBACK_TYPES,
  type FeedbackType,
  type ProcessType,
} from '../../engine/constants';
import { indexQuestionnaire, isFilledText } from '../../engine/forms';
import { FEEDBACK_STATUS_OPTIONS, accessForRoles, closeTarget, isClosed } from '../../engine/workflows';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../errors';
import { runProcessAction, workflowOf, type FeedbackServices, type ProcessScope } from './action-scope';
import { FORM_FEEDBACK_TYPES, insertProcess, rolesTowards } from './process-create';
import { findFormHeader, latestPublishedFormId, listFormCorrelations } from './forms-repo';
import { findCopy } from './new-process-repo';
import {
  canSeeProcess,
  donorRolesOf,
  feedbackActions,
  loadFeedbacksAndParticipants,
  noFeedbackAccess,
  requireAction,
  type Actor,
} from './policy';
import { findProcess, findUser, setFeedbackForm, updateFeedbacksOfProcess } from './repo';
import { findTalkround } from './talkrounds-repo';
import { copyValues, deleteValuesExcept } from './values-repo';

/** Refuses a caller who cannot see the process at all (403 NO_FEEDBACK_ACCESS). */
function requireVisible(scope: ProcessScope) {
  const types = scope.feedbacks.map((f) => f.feedback_type);
  if (!canSeeProcess(scope.compiled, scope.process.status_id, scope.donorRoles, types))
    throw noFeedbackAccess();
}

/**
 * Closes a process (POST /Feedbacks/close) with a reason 1-8 (400 CLOSE_REASON_REQUIRED without one; reason 8
 * is free text and needs it: 400 CLOSE_REASON_TEXT_REQUIRED). Needs the workflow's `update` right on the
 * process; moves to the closed status, whose feedback status option ends editing.
 */
export async function closeProcess(
  services: FeedbackServices,
  actor: Actor,
  processId: number,
  reasonId: number | null | undefined,
  reason: string | null | undefined,
): Promise<void> {
  await runProcessAction(services, actor, actor.organizationId, processId, async (scope) => {
    requireVisible(scope);
    const actions = feedbackActions(scope.compiled, scope.process, scope.donorRoles, null);
    requireAction(scope.compiled, scope.process.status_id, scope.donorRoles, null, actions, 'close');
    if (reasonId === null || reasonId === undefined)
      throw badRequest('CLOSE_REASON_REQUIRED', 'Choose a reason for closing.', [
        { path: '/body/reasonId', message: 'required' },
      ]);
    if (reasonId === CLOSE_REASON_FREE_TEXT && !isFilledText(reason))
      throw badRequest('CLOSE_REASON_TEXT_REQUIRED', 'Enter a reason for closing.', [
        { path: '/body/reason', message: 'required' },
      ]);
    const to = closeTarget(scope.compiled, scope.process.status_id)!;
    const from = scope.process.status_id;
    const text = isFilledText(reason) ? reason.trim() : null;
    await scope.setStatus(to, null, { closed_reason_id: reasonId, closed_reason: text });
    await scope.record({ kind: 'closed', fromStatus: from, payload: { reasonId, reason: text } });
  });
}

/**
 * Sets the status directly (POST /Feedbacks/SetProcessStatus), bypassing the transitions: administrators only
 * (dpt.full_admin or processes write); 400 UNKNOWN_STATUS for a status not in the workflow. Reopening a closed
 * process clears its closing reason.
 */
export async function setProcessStatus(
  services: FeedbackServices,
  actor: Actor,
  processId: number,
  statusId: number,
): Promise<void> {
  await runProcessAction(services, actor, actor.organizationId, processId, async (scope) => {
    if (!scope.donorRoles.includes(DONOR_ROLES.administrator))
      throw forbidden('Only administrators set the status of a process.');
    if (!scope.compiled.statusById.has(statusId))
      throw badRequest('UNKNOWN_STATUS', `Status ${statusId} is not in the workflow.`, [
        { path: '/body/statusId', message: 'is not a status of the workflow' },
      ]);
    const from = scope.process.status_id;
    const reopened = !isClosed(scope.compiled.settings, statusId);
    await scope.setStatus(statusId, null, reopened ? { closed_reason_id: null, closed_reason: null } : {});
    await scope.record({ kind: 'statusSet', fromStatus: from, payload: { statusId } });
  });
}

/** The feedback a new questionnaire version replaces: same questionnaire, else the one its settings serve. */
function targetFeedback(
  scope: ProcessScope,
  correlationOf: Map<number, string>,
  correlationId: string,
  served: FeedbackType[],
) {
  const withForm = scope.feedbacks.filter((f) => f.form_id !== null);
  const same = withForm.find((f) => correlationOf.get(f.form_id!) === correlationId);
  if (same) return same;
  const byType = withForm.filter((f) => served.includes(f.feedback_type as FeedbackType));
  if (byType.length === 1) return byType[0];
  if (withForm.length === 1) return withForm[0];
  throw badRequest(
    'FORM_FEEDBACK_TYPE_AMBIGUOUS',
    'It is unclear which feedback of the process the form is for.',
    [{ path: '/body/formId', message: 'matches no single feedback of the process' }],
  );
}

/**
 * Changes the questionnaire of a process (POST /Feedbacks/SetProcessForm; the client confirms first): needs
 * `update` on the process or administrator; the form must be a published questionnaire of the process type
 * (400 FORM_NOT_APPLICABLE). The values of elements the new form lacks are deleted, every feedback is open
 * again and the process returns to the workflow's initial status.
 */
export async function setProcessForm(
  services: FeedbackServices,
  actor: Actor,
  processId: number,
  formId: number,
): Promise<void> {
  const organizationId = actor.organizationId;
  const formRow = await findFormHeader(services.db, organizationId, formId);
  const config = await services.organizationConfig.get(organizationId);
  await runProcessAction(services, actor, organizationId, processId, async (scope) => {
    requireVisible(scope);
    const { compiled, process } = scope;
    const rights = accessForRoles(compiled, process.status_id, scope.donorRoles, null);
    if (!rights.update && !scope.donorRoles.includes(DONOR_ROLES.administrator))
      throw noFeedbackAccess('You may not change the form of this process.');
    if (isClosed(compiled.settings, process.status_id))
      throw conflict('ACTION_NOT_ALLOWED_IN_STATUS', 'A closed process keeps its form.', {
        statusId: process.status_id,
        action: 'setForm',
      });
    if (!formRow || formRow.deleted_at !== null) throw notFound(`There is no questionnaire ${formId}.`);
    if (formRow.is_draft || formRow.questionnaire_type !== process.process_type)
      throw badRequest('FORM_NOT_APPLICABLE', 'The form is a draft or of another process type.', [
        { path: '/body/formId', message: 'is not a published questionnaire of the process type' },
      ]);
    const currentForms = await listFormCorrelations(scope.trx, organizationId, [
      formId,
      ...scope.feedbacks.flatMap((f) => (f.form_id === null ? [] : [f.form_id])),
    ]);
    const correlationOf = new Map(currentForms.map((f) => [f.id, f.correlation_id]));
    const served = Object.entries(config.formSettings[process.process_type] ?? {})
      .filter(([, correlationId]) => correlationId === formRow.correlation_id)
      .map(([type]) => Number(type) as FeedbackType);
    const target = targetFeedback(scope, correlationOf, formRow.correlation_id, served);
    const questionnaire = (await services.forms.get(scope.trx, organizationId, formId))!;
    const keep = indexQuestionnaire(questionnaire).entries.map((e) => e.element.id);
    const deletedValues =
      (await deleteValuesExcept(scope.trx, target, keep)) +
      ((await services.targets?.deleteExcept(scope.trx, target, keep)) ?? 0);
    const reopened = {
      status: FEEDBACK_STATUS_OPTIONS.open,
      is_in_progress: false,
      is_submitted: false,
      submitted_at: null,
      approved_at: null,
      veto_comment: null,
    };
    await updateFeedbacksOfProcess(scope.trx, process, reopened, scope.now);
    await setFeedbackForm(scope.trx, target, formId);
    const from = process.status_id;
    await scope.setStatus(compiled.settings.initialStatus, null, { talk_date_reached: false });
    await scope.record({
      kind: 'formChanged',
      feedback: target,
      fromStatus: from,
      payload: { fromFormId: target.form_id, toFormId: formId, deletedValues },
    });
  });
}

/**
 * Copies a process (POST /Feedbacks/CopyProcess): a new process for the same recipient in the initial status,
 * with the current questionnaires (the source's where none is configured) and every value of the source's
 * feedbacks copied per feedback type (value state COPIED). `copyKey` (the request's correlationId) makes it
 * safe to retry: the same key returns the same copy. Only the workflow's creators may copy.
 */
export async function copyProcess(
  services: FeedbackServices,
  actor: Actor,
  processId: number,
  copyKey: string,
): Promise<number> {
  const { db } = services;
  const organizationId = actor.organizationId;
  const source = await findProcess(db, organizationId, processId);
  if (!source) throw notFound(`There is no process ${processId}.`);
  const previous = await findCopy(db, organizationId, copyKey);
  if (previous) {
    if (previous.copied_from_id !== processId)
      throw conflict('COPY_KEY_REUSED', 'This correlationId was used for another copy.', {
        processId: previous.id,
      });
    return previous.id;
  }
  const config = await services.organizationConfig.get(organizationId);
  const compiled = workflowOf(config, source.process_type);
  const settings = compiled.settings;
  const { feedbacks: sourceFeedbacks, participants } = await loadFeedbacksAndParticipants(db, source);
  const roles = donorRolesOf(actor, participants, settings.hideFromRecipient);
  if (
    !canSeeProcess(
      compiled,
      source.status_id,
      roles,
      sourceFeedbacks.map((f) => f.feedback_type),
    )
  )
    throw noFeedbackAccess();
  const recipient = (await findUser(db, organizationId, source.recipient_id))!;
  const towards = await rolesTowards(db, actor, recipient);
  if (!towards.roles.some((role) => settings.creators.includes(role)))
    throw new HttpError(
      403,
      'NOT_A_PROCESS_CREATOR',
      'You may not create a process of this type for this employee.',
    );

  const forms = new Map<FeedbackType, number>();
  for (const type of settings.allowedFeedbackTypes.filter((t) => FORM_FEEDBACK_TYPES.includes(t))) {
    const correlationId = config.formSettings[settings.processType]?.[type];
    const latest = correlationId ? await latestPublishedFormId(db, organizationId, correlationId) : undefined;
    const fallback = sourceFeedbacks.find((f) => f.feedback_type === type)?.form_id ?? undefined;
    const formId = latest ?? fallback;
    if (formId === undefined)
      throw conflict('NO_QUESTIONNAIRE_CONFIGURED', `No questionnaire serves feedback type ${type}.`, {
        processType: settings.processType,
        feedbackType: type,
      });
    forms.set(type, formId);
  }
  const talkround =
    source.talkround_id === null ? undefined : await findTalkround(db, organizationId, source.talkround_id);
  const now = new Date();
  try {
    const { process, event } = await db.transaction().execute(async (trx) => {
      const created = await insertProcess(
        trx,
        organizationId,
        settings,
        {
          processType: source.process_type as ProcessType,
          recipient,
          creatorId: actor.userId,
          origin: actor.origin,
          talkround,
          title: source.title,
          forms,
          copiedFromId: source.id,
          copyKey,
          now,
        },
        'copied',
        participants.line,
      );
      let copied = 0;
      for (const target of created.feedbacks) {
        const from = sourceFeedbacks.find(
          (f) =>
            f.feedback_type === target.feedback_type && target.feedback_type !== FEEDBACK_TYPES.comparison,
        );
        if (from) copied += await copyValues(trx, from, target, now);
        if (from && services.targets) copied += await services.targets.copy(trx, from, target, now);
      }
      created.event.payload = { ...created.event.payload, copiedValues: copied };
      await services.events.beforeCommit(trx, [created.event]);
      return created;
    });
    await services.events.emit([event]);
    return process.id;
  } catch (error) {
    // a retry that ran at the same time: the unique copy key let only one of them in
    const raced = await findCopy(db, organizationId, copyKey);
    if (raced && raced.copied_from_id === processId) return raced.id;
    throw error;
  }
}
