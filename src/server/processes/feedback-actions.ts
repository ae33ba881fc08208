import { TRIGGERS, type FeedbackType, type TriggerType } from '../../engine/constants';
import {
  applyChange,
  emptyFeedbackValues,
  findMissingMandatory,
  indexQuestionnaire,
  isFilledText,
  marksInProgress,
  validateAnswer,
  visibilityDependsOnAnswers,
  type FeedbackValues,
  type MissingAnswer,
  type ValueChange,
} from '../../engine/forms';
import { FEEDBACK_STATUS_OPTIONS, triggerFor } from '../../engine/workflows';
import { HttpError, badRequest, conflict } from '../errors';
import {
  runFeedbackAction,
  type FeedbackScope,
  type FeedbackServices,
  type RecordInput,
  type WriteAhead,
} from './action-scope';
import type { StoredQuestionnaire } from './form-cache';
import { feedbackActions, noFeedbackAccess, requireAction, type Actor } from './policy';
import type { AnyFeedbackRow } from '../db/database';
import { updateFeedback, type Db, type FeedbackChange } from './repo';
import { loadValuesWithTargets } from './target-store';
import {
  deleteValueQuery,
  storeAndTouch,
  touchFeedbackQuery,
  upsertCareerDataQuery,
  upsertCommentQuery,
  upsertItemValueQuery,
  upsertMatrixValueQuery,
  upsertTableRowQuery,
} from './value-statements-repo';
import { deleteTableRow as deleteRow, loadValues } from './values-repo';
import type { StepResult } from '../../engine/api/feedbacks-answers';

const resultOf = (scope: FeedbackScope): StepResult => ({
  feedbackId: scope.feedback.id,
  processId: scope.process.id,
  statusId: scope.process.status_id,
  feedbackStatus: scope.feedback.status,
  isInProgress: scope.feedback.is_in_progress,
  isSubmitted: scope.feedback.is_submitted,
});

function typeOf(scope: FeedbackScope): FeedbackType {
  return scope.feedback.feedback_type as FeedbackType;
}

/** Refuses an action on the feedback unless the workflow allows it now (see requireAction). */
function guard(scope: FeedbackScope, action: 'edit' | 'submit' | 'approve' | 'veto') {
  const actions = feedbackActions(scope.compiled, scope.process, scope.donorRoles, scope.feedback);
  if (!actions.read && action !== 'edit') throw noFeedbackAccess();
  requireAction(scope.compiled, scope.process.status_id, scope.donorRoles, typeOf(scope), actions, action);
}

function questionnaireOf(scope: FeedbackScope) {
  if (!scope.questionnaire)
    throw conflict('FEEDBACK_HAS_NO_FORM', 'This feedback has no form of its own to fill in.');
  return scope.questionnaire;
}

/** Marks the feedback in progress on its first save and fires 4/5/6 (SPEC §4); later calls change nothing. */
async function markInProgress(scope: FeedbackScope): Promise<void> {
  const { feedback } = scope;
  if (feedback.is_in_progress) return;
  const status =
    feedback.status === FEEDBACK_STATUS_OPTIONS.open ? FEEDBACK_STATUS_OPTIONS.inProgress : feedback.status;
  await stepFeedback(scope, { is_in_progress: true, status }, triggerFor('inProgress', typeOf(scope)), {
    kind: 'inProgress',
  });
}

/**
 * One step of a feedback: writes `change` to it, fires `trigger` (null: the workflow has none for the step) and
 * records the event with the status the process left.
 */
async function stepFeedback(
  scope: FeedbackScope,
  change: FeedbackChange,
  trigger: TriggerType | null,
  event: Pick<RecordInput, 'kind' | 'payload'>,
): Promise<void> {
  const { feedback } = scope;
  await updateFeedback(scope.trx, feedback, change);
  Object.assign(feedback, change);
  const from = scope.process.status_id;
  if (trigger !== null) await scope.fire(trigger, typeOf(scope), feedback.id);
  await scope.record({ ...event, feedback, trigger, fromStatus: from });
}

function invalidAnswer(errors: { field: string; code: string }[], path: string): HttpError {
  return badRequest(
    'INVALID_ANSWER',
    `The answer is invalid: ${errors.map((e) => `${e.field || 'answer'} (${e.code})`).join(', ')}.`,
    errors.map((e) => ({ path: `${path}${e.field ? `/${e.field}` : ''}`, message: e.code })),
  );
}

/** The statement that stores one (checked) change of a feedback's values: an upsert, or a delete for a clearing. */
function changeQuery(
  trx: Db,
  feedback: Pick<AnyFeedbackRow, 'id' | 'organization_id'>,
  change: ValueChange,
  now: Date,
) {
  switch (change.kind) {
    case 'item':
      return upsertItemValueQuery(trx, feedback, change.elementId, change.value, now);
    case 'matrix':
      return upsertMatrixValueQuery(trx, feedback, change.elementId, change.itemId, change.value, now);
    case 'comment':
      // a blank comment clears the stored one
      if (!isFilledText(change.comment))
        return deleteValueQuery(trx, feedback, {
          kind: 'comment',
          elementId: change.elementId,
          itemId: change.itemId,
        });
      return upsertCommentQuery(trx, feedback, change.elementId, change.itemId, change.comment, now);
    case 'tableRow': {
      const index = 'index' in change && typeof change.index === 'number' ? change.index : 0;
      return upsertTableRowQuery(
        trx,
        feedback,
        change.elementId,
        { rowId: change.rowId, index, cells: change.cells },
        now,
      );
    }
    case 'career': {
      const { kind: _kind, elementId, ...data } = change;
      return upsertCareerDataQuery(trx, feedback, elementId, data, now);
    }
    case 'clearItem':
      return deleteValueQuery(trx, feedback, { kind: 'item', elementId: change.elementId });
    case 'clearMatrix':
      return deleteValueQuery(trx, feedback, {
        kind: 'matrix',
        elementId: change.elementId,
        itemId: change.itemId,
      });
  }
}

/** Stores one (checked) change of a feedback's values. */
export async function storeChange(trx: Db, feedback: AnyFeedbackRow, change: ValueChange, now: Date) {
  await changeQuery(trx, feedback, change, now).execute();
}

/**
 * Stores one change and touches the feedback's updated_at in one statement (the change as a data-modifying
 * CTE): a save is one round trip to the database shorter.
 */
async function storeChangeAndTouch(trx: Db, feedback: AnyFeedbackRow, change: ValueChange, now: Date) {
  await storeAndTouch(trx, feedback, changeQuery(trx, feedback, change, now), now);
}

/**
 * The stored answers a batch of changes is checked against: only an answer inside a conditional grouping
 * needs them (is it shown?); the rest are checked on their own, which spares a save six queries.
 */
export async function valuesForChecking(
  trx: Db,
  feedback: AnyFeedbackRow,
  q: StoredQuestionnaire,
  changes: readonly ValueChange[],
): Promise<FeedbackValues> {
  const dependent = changes.some((change) => visibilityDependsOnAnswers(q, change.elementId));
  return dependent ? loadValues(trx, feedback) : emptyFeedbackValues();
}

/** Validates one change against the current values (400 INVALID_ANSWER naming the field under `path`). */
export function checkChange(
  q: StoredQuestionnaire,
  values: FeedbackValues,
  change: ValueChange,
  path: string,
) {
  if (change.kind === 'clearItem' || change.kind === 'clearMatrix') {
    if (!indexQuestionnaire(q).byId.has(change.elementId))
      throw invalidAnswer([{ field: 'elementId', code: 'unknownElement' }], path);
    return;
  }
  const result = validateAnswer(q, values, change);
  if (!result.ok) throw invalidAnswer(result.errors, path);
}

/**
 * Saves one value of a feedback (POST /feedbackValues/item, /matrix, /FeedbackComments, /FeedbackTableItem):
 * authorizes (edit right now), validates with the forms engine (400 INVALID_ANSWER naming the field, nothing
 * saved), upserts per (feedback, element, item) so that a retry changes nothing, and on the first save with
 * content marks the feedback in progress and fires 4/5/6 — all in one transaction.
 */
export async function saveValue(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
  change: ValueChange,
): Promise<StepResult> {
  return saveValues(services, actor, feedbackId, [change], '/body');
}

/**
 * Saves several values of one feedback in one transaction, each checked against the values before it (so an
 * answer that opens a conditional group lets the group's answers in); all or nothing. Error paths name the
 * change's position (`/body/2/value`) unless `path` is given. Otherwise as saveValue.
 */
export async function saveValues(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
  changes: readonly ValueChange[],
  path?: string,
): Promise<StepResult> {
  // the questionnaire the change was written ahead for (see WriteAhead in action-scope.ts)
  let aheadFor: StoredQuestionnaire | undefined;
  const writeAhead: WriteAhead = async (trx, locked, now) => {
    const change = changes.length === 1 ? changes[0] : undefined;
    if (!change || !WRITE_AHEAD.has(change.kind) || locked.form_id_hint === null) return undefined;
    const q = await services.forms.get(trx, actor.organizationId, locked.form_id_hint);
    // an answer whose visibility depends on others is checked against the stored values first
    if (!q || visibilityDependsOnAnswers(q, change.elementId)) return undefined;
    aheadFor = q;
    const feedback = { id: feedbackId, organization_id: actor.organizationId };
    return [changeQuery(trx, feedback, change, now), touchFeedbackQuery(trx, feedback, now)];
  };
  return runFeedbackAction(
    services,
    actor,
    feedbackId,
    async (scope) => {
      guard(scope, 'edit');
      const q = questionnaireOf(scope);
      let starts: boolean;
      if (scope.wroteAhead) {
        // stored already: checked now against what was read under the lock; a refusal rolls it back
        if (q.id !== aheadFor?.id)
          throw conflict(
            'CONCURRENT_UPDATE',
            'The form of the feedback was changed at the same time; reload and try again.',
          );
        checkChange(q, emptyFeedbackValues(), changes[0]!, path ?? '/body/0');
        starts = !scope.feedback.is_in_progress && marksInProgress(changes[0]!);
        scope.feedback.updated_at = scope.now;
      } else {
        ({ starts } = await storeValues(scope.trx, scope.feedback, q, changes, { path, now: scope.now }));
      }
      if (starts) await markInProgress(scope);
      else announceAnswers(scope);
      return resultOf(scope);
    },
    writeAhead,
  );
}

/**
 * The kinds of change a single save writes ahead of its checks (scalars; see WriteAhead): one statement of the
 * transaction fewer. Table rows and career data, with their JSON, are written after the checks.
 */
const WRITE_AHEAD = new Set<ValueChange['kind']>(['item', 'matrix', 'comment', 'clearItem', 'clearMatrix']);

/**
 * The one path of every answer save, signed-in or anonymous (the caller has authorized it and holds the
 * feedback's transaction): each change is checked against the values before it (so an answer that opens a
 * conditional group lets the group's answers in; 400 INVALID_ANSWER naming `path` or `/body/<position>`), then
 * all are stored, upserted per (feedback, element, item). Answers whether they are the feedback's first content
 * (`starts`): then the caller marks it in progress, which touches it; otherwise it is touched here.
 */
export async function storeValues(
  trx: Db,
  feedback: AnyFeedbackRow,
  q: StoredQuestionnaire,
  changes: readonly ValueChange[],
  { path, now }: { path?: string; now: Date },
): Promise<{ starts: boolean }> {
  let values = await valuesForChecking(trx, feedback, q, changes);
  for (const [position, change] of changes.entries()) {
    checkChange(q, values, change, path ?? `/body/${position}`);
    values = applyChange(values, change);
  }
  const starts = !feedback.is_in_progress && changes.some(marksInProgress);
  for (const [position, change] of changes.entries()) {
    // the last change stores and touches the feedback in one statement
    if (position === changes.length - 1 && !starts) await storeChangeAndTouch(trx, feedback, change, now);
    else await storeChange(trx, feedback, change, now);
  }
  return { starts };
}

/** Open screens of the process hear that answers changed (after the commit; a step is announced as such). */
function announceAnswers(scope: FeedbackScope) {
  scope.announce({ kind: 'answersSaved', feedback: scope.feedback, fromStatus: scope.process.status_id });
}

/** Deletes a table row (DELETE /FeedbackTableItem); 404 when the feedback has no such row. */
export async function removeTableRow(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
  rowId: string,
): Promise<StepResult> {
  return runFeedbackAction(services, actor, feedbackId, async (scope) => {
    guard(scope, 'edit');
    if (!(await deleteRow(scope.trx, scope.feedback, rowId)))
      throw new HttpError(404, 'NOT_FOUND', `The feedback has no table row ${rowId}.`);
    await updateFeedback(scope.trx, scope.feedback, {});
    announceAnswers(scope);
    return resultOf(scope);
  });
}

/** Marks the feedback in progress (PUT /Feedbacks/SetInProgress); idempotent. */
export async function setInProgress(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
): Promise<StepResult> {
  return runFeedbackAction(services, actor, feedbackId, async (scope) => {
    guard(scope, 'edit');
    await markInProgress(scope);
    return resultOf(scope);
  });
}

/**
 * Runs another feature's write on a feedback (the goals of a target field, POST /Feedbacks/Targets/SaveTarget):
 * inside the feedback's action with its process locked, refused like a value save (403/409 without the edit
 * right now, 409 without a form); when the write says it holds content, the feedback goes in progress and
 * 4/5/6 fires exactly as on a first value save.
 */
export async function writeWithFeedback<T>(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
  write: (scope: FeedbackScope) => Promise<{ result: T; marksInProgress: boolean }>,
): Promise<T> {
  return runFeedbackAction(services, actor, feedbackId, async (scope) => {
    guard(scope, 'edit');
    questionnaireOf(scope);
    const { result, marksInProgress: marks } = await write(scope);
    if (marks && !scope.feedback.is_in_progress) await markInProgress(scope);
    else announceAnswers(scope);
    await updateFeedback(scope.trx, scope.feedback, {});
    return result;
  });
}

/**
 * Submits the feedback (POST /Feedbacks/Submit): 400 MANDATORY_MISSING listing every missing mandatory answer
 * (goals of a mandatory target field included), else the feedback becomes submitted and 1/2/3 fires.
 */
export async function submitFeedback(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
): Promise<StepResult> {
  return runFeedbackAction(services, actor, feedbackId, async (scope) => {
    guard(scope, 'submit');
    const q = questionnaireOf(scope);
    const values = await loadValuesWithTargets(services.targets, scope.trx, scope.feedback, q);
    const missing = findMissingMandatory(q, values, actor.locale);
    if (missing.length > 0) throw mandatoryMissing(missing);
    const change = {
      is_submitted: true,
      is_in_progress: true,
      status: FEEDBACK_STATUS_OPTIONS.submitted,
      submitted_at: scope.now,
    };
    await stepFeedback(scope, change, triggerFor('submit', typeOf(scope))!, { kind: 'submitted' });
    return resultOf(scope);
  });
}

/** 400 MANDATORY_MISSING listing every missing mandatory answer (the client shows and links them). */
export function mandatoryMissing(missing: MissingAnswer[]): HttpError {
  const list = missing.map(({ elementId, itemId, field, title, itemTitle, pageId }) => ({
    elementId,
    itemId: itemId ?? null,
    field,
    title,
    itemTitle: itemTitle ?? null,
    pageId,
  }));
  return new HttpError(
    400,
    'MANDATORY_MISSING',
    `${list.length} mandatory answer(s) missing: ${list.map((m) => m.title).join(', ')}.`,
    list.map((m) => ({
      path: `/${m.pageId}/${m.elementId}${m.itemId ? `/${m.itemId}` : ''}`,
      message: m.field,
    })),
    { missing: list },
  );
}

/** Approves (confirms) the submitted feedback (PUT /Feedbacks/Approve) and fires 8/9/10. */
export async function approveFeedback(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
): Promise<StepResult> {
  return runFeedbackAction(services, actor, feedbackId, async (scope) => {
    guard(scope, 'approve');
    const change = { status: FEEDBACK_STATUS_OPTIONS.approved, approved_at: scope.now, veto_comment: null };
    await stepFeedback(scope, change, triggerFor('approve', typeOf(scope))!, { kind: 'approved' });
    return resultOf(scope);
  });
}

/**
 * Vetoes the submitted feedback (PUT /Feedbacks/Veto): needs the approve right and a comment (400
 * VETO_COMMENT_REQUIRED); fires 200 and sends the feedback back for revision (editable again).
 */
export async function vetoFeedback(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
  comment: string,
): Promise<StepResult> {
  return runFeedbackAction(services, actor, feedbackId, async (scope) => {
    guard(scope, 'veto');
    if (!isFilledText(comment))
      throw badRequest('VETO_COMMENT_REQUIRED', 'A veto needs a comment.', [
        { path: '/body/comment', message: 'required' },
      ]);
    const change = {
      is_submitted: false,
      submitted_at: null,
      status: FEEDBACK_STATUS_OPTIONS.inProgress,
      veto_comment: comment.trim(),
    };
    await stepFeedback(scope, change, TRIGGERS.veto, {
      kind: 'vetoed',
      payload: { comment: comment.trim() },
    });
    return resultOf(scope);
  });
}
