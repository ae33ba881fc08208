import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ANONYMOUS_TOKEN_BYTES, type LanguageKey } from '../../engine/constants';
import {
  emptyFeedbackValues,
  findMissingMandatory,
  hasNoAnswers,
  type ValueChange,
} from '../../engine/forms';
import { FEEDBACK_STATUS_OPTIONS } from '../../engine/workflows';
import type { AnyFeedbackRow, OrganizationRow } from '../db/database';
import { HttpError, badRequest, conflict, notFound } from '../errors';
import type { HubMessage } from '../hubs/hub-message';
import { enqueueTemplateMailInAllLanguages, mailBrandOf } from '../mail/notification-mail';
import type { FeedbackServices } from './action-scope';
import { presentAnonymousFeedback } from './anonymous-present';
import { findAnonymousFeedback, insertAnonymousFeedback } from './anonymous-repo';
import { mandatoryMissing, storeValues } from './feedback-actions';
import type { StepResult } from '../../engine/api/feedbacks-answers';
import { findFormName } from './forms-repo';
import type { Actor } from './policy';
import { updateFeedback, type Db } from './repo';
import { requireTargetField } from './target-field';
import { loadValuesWithTargets } from './target-store';
import { deleteTableRow as deleteRow } from './values-repo';

/** An anonymous feedback's key: the organization of the page, the feedback id and the token of the link. */
export type AnonymousAccess = { organization: OrganizationRow; feedbackId: number; accessToken: string };

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();
// compared against when the feedback does not exist, so a miss costs what a wrong token costs
const NO_HASH = digest('no such feedback').toString('hex');

/** A submitted anonymous feedback, as the ones who hear of it (the notifications) see it. */
export type AnonymousSubmission = {
  organizationId: number;
  feedbackId: number;
  formId: number | null;
  sharedById: number;
};

/**
 * Hears of each submitted anonymous feedback inside the submit's transaction (what it writes commits with the
 * submit or not at all); what it returns runs after the commit (e.g. telling open screens).
 */
export type AnonymousSubmittedHandler = (
  trx: Db,
  submission: AnonymousSubmission,
) => Promise<(() => Promise<void>) | void>;

// per process core (its services object): the handlers the features plugged in
const submittedHandlers = new WeakMap<FeedbackServices, Set<AnonymousSubmittedHandler>>();

/** Plugs a handler of submitted anonymous feedbacks into the process core; returns the unsubscribe. */
export function onAnonymousSubmitted(services: FeedbackServices, handler: AnonymousSubmittedHandler) {
  const handlers = submittedHandlers.get(services) ?? new Set<AnonymousSubmittedHandler>();
  submittedHandlers.set(services, handlers);
  handlers.add(handler);
  return () => void handlers.delete(handler);
}

const linkInvalid = () =>
  new HttpError(404, 'ANONYMOUS_LINK_INVALID', 'This feedback link is not valid (any more).');

/**
 * Shares a questionnaire by e-mail (POST /feedbacks/share): creates an anonymous feedback (type 10) outside any
 * process with the form version, an unguessable access token (only its SHA-256 is stored) and queues the
 * e-mail with the link (the organization's share-link template, in every language), in one transaction.
 * 404 for a form of another organization.
 */
export async function shareForm(
  services: FeedbackServices,
  actor: Actor,
  input: { email: string; formId: number },
  mail: { organization: OrganizationRow; publicUrl: string; from: string; sharedByName: string },
): Promise<{ feedbackId: number; emailId: number }> {
  const token = randomBytes(ANONYMOUS_TOKEN_BYTES).toString('base64url');
  return services.db.transaction().execute(async (trx) => {
    const form = await findFormName(trx, actor.organizationId, input.formId);
    if (!form) throw notFound(`There is no form ${input.formId}.`);
    const feedbackId = await insertAnonymousFeedback(trx, {
      organizationId: actor.organizationId,
      formId: form.id,
      sharedById: actor.userId,
      accessTokenHash: digest(token).toString('hex'),
    });
    const { slug } = mail.organization;
    const link = `${mail.publicUrl}/${encodeURIComponent(slug)}/feedback/anonymous/${feedbackId}/${token}`;
    const emailId = await enqueueTemplateMailInAllLanguages(trx, {
      organizationId: actor.organizationId,
      kind: 'shareLinkSent',
      sender: mail.from,
      to: input.email,
      brand: await mailBrandOf(trx, actor.organizationId),
      link,
      values: { actorName: mail.sharedByName, formName: form.name },
    });
    return { feedbackId, emailId };
  });
}

/** The anonymous feedback the link names; 404 ANONYMOUS_LINK_INVALID for any mismatch (constant time). */
async function findAnonymous(db: Db, access: AnonymousAccess, lock: boolean): Promise<AnyFeedbackRow> {
  const row = await findAnonymousFeedback(db, access.organization.id, access.feedbackId, lock);
  const stored = Buffer.from(row?.access_token_hash ?? NO_HASH, 'hex');
  const given = digest(access.accessToken);
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !matches) throw linkInvalid();
  return row;
}

async function questionnaireOf(services: FeedbackServices, db: Db, feedback: AnyFeedbackRow) {
  const q =
    feedback.form_id === null
      ? undefined
      : await services.forms.get(db, feedback.organization_id, feedback.form_id);
  if (!q) throw conflict('FEEDBACK_HAS_NO_FORM', 'This feedback has no form of its own to fill in.');
  return q;
}

function editable(feedback: AnyFeedbackRow) {
  if (feedback.is_submitted)
    throw conflict('FEEDBACK_SUBMITTED', 'This feedback has been submitted and can no longer be changed.');
}

/** Stores that the feedback changed now; a change with content marks it in progress the first time. */
async function touch(trx: Db, feedback: AnyFeedbackRow, withContent: boolean, now: Date) {
  const change =
    withContent && !feedback.is_in_progress
      ? { is_in_progress: true, status: FEEDBACK_STATUS_OPTIONS.inProgress }
      : {};
  await updateFeedback(trx, feedback, change, now);
  return change;
}

const resultOf = (feedback: AnyFeedbackRow): StepResult => ({
  feedbackId: feedback.id,
  processId: null,
  statusId: null,
  feedbackStatus: feedback.status,
  isInProgress: feedback.is_in_progress,
  isSubmitted: feedback.is_submitted,
});

/**
 * GET /Feedbacks?feedbackId=&accessToken=: the questionnaire and answers of an anonymous feedback, editable
 * until submitted. No process, no names: nothing tells who shared it or who answers. Once submitted the answers
 * are left out: the link also stands in the e-mail history, and whoever can read it there must not read a single
 * answer through it (the one who shared it reads the answers only together, see anonymous-submissions.ts).
 */
export async function getAnonymousView(services: FeedbackServices, access: AnonymousAccess) {
  const feedback = await findAnonymous(services.db, access, false);
  const q = await questionnaireOf(services, services.db, feedback);
  if (feedback.is_submitted)
    return presentAnonymousFeedback(feedback, q, { ...emptyFeedbackValues(), targets: [] }, false);
  const values = await loadValuesWithTargets(services.targets, services.db, feedback);
  return presentAnonymousFeedback(feedback, q, values, true);
}

/**
 * Saves answers of an anonymous feedback (the value endpoints with accessToken): checked like a signed-in
 * save, upserted, all or nothing; the first answer with content marks the feedback in progress. 409
 * FEEDBACK_SUBMITTED once submitted.
 */
export async function saveAnonymousValues(
  services: FeedbackServices,
  access: AnonymousAccess,
  changes: readonly ValueChange[],
): Promise<StepResult> {
  return services.db.transaction().execute(async (trx) => {
    const feedback = await findAnonymous(trx, access, true);
    editable(feedback);
    const q = await questionnaireOf(services, trx, feedback);
    const now = new Date();
    const path = changes.length === 1 ? '/body' : undefined;
    const { starts } = await storeValues(trx, feedback, q, changes, { path, now });
    const change = starts ? await touch(trx, feedback, true, now) : {};
    return resultOf({ ...feedback, ...change });
  });
}

/** Where a goal written in an anonymous shared form lives: the feedback alone, without process or owner. */
export type AnonymousTargetContext = {
  trx: Db;
  organizationId: number;
  feedbackId: number;
  feedbackType: number;
  elementId: string;
  now: Date;
};

/**
 * Runs a goal write for the target field `elementId` of an anonymous feedback in one transaction (the targets
 * feature stores the goal, see FeedbackTargetsGate.writeAnonymous); a write with content marks the feedback in
 * progress. 409 FEEDBACK_SUBMITTED once submitted, 400 NOT_A_TARGET_FIELD.
 */
export async function writeAnonymousTarget<T>(
  services: FeedbackServices,
  access: AnonymousAccess,
  elementId: string,
  write: (context: AnonymousTargetContext) => Promise<{ result: T; marksInProgress: boolean }>,
): Promise<T> {
  return services.db.transaction().execute(async (trx) => {
    const feedback = await findAnonymous(trx, access, true);
    editable(feedback);
    requireTargetField(await questionnaireOf(services, trx, feedback), elementId);
    const now = new Date();
    const { result, marksInProgress } = await write({
      trx,
      organizationId: feedback.organization_id,
      feedbackId: feedback.id,
      feedbackType: feedback.feedback_type,
      elementId,
      now,
    });
    await touch(trx, feedback, marksInProgress, now);
    return result;
  });
}

/** Deletes a table row of an anonymous feedback; 404 when it has no such row. */
export async function removeAnonymousTableRow(
  services: FeedbackServices,
  access: AnonymousAccess,
  rowId: string,
): Promise<StepResult> {
  return services.db.transaction().execute(async (trx) => {
    const feedback = await findAnonymous(trx, access, true);
    editable(feedback);
    if (!(await deleteRow(trx, feedback, rowId))) throw notFound(`The feedback has no table row ${rowId}.`);
    return resultOf(feedback);
  });
}

/**
 * Submits an anonymous feedback: 400 MANDATORY_MISSING listing what is missing, 400 ANONYMOUS_SUBMISSION_EMPTY
 * when nothing at all was answered, else submitted for good; the one who shared it hears of it on the
 * feedback-submitted hub and through the plugged-in handlers (onAnonymousSubmitted).
 */
export async function submitAnonymous(
  services: FeedbackServices,
  access: AnonymousAccess,
  locale: LanguageKey,
  publish: (message: HubMessage) => Promise<void>,
): Promise<StepResult> {
  const afterCommit: (() => Promise<void>)[] = [];
  const feedback = await services.db.transaction().execute(async (trx) => {
    const row = await findAnonymous(trx, access, true);
    editable(row);
    const q = await questionnaireOf(services, trx, row);
    const values = await loadValuesWithTargets(services.targets, trx, row);
    const missing = findMissingMandatory(q, values, locale);
    if (missing.length > 0) throw mandatoryMissing(missing);
    if (hasNoAnswers(values))
      throw badRequest('ANONYMOUS_SUBMISSION_EMPTY', 'A feedback without any answer cannot be submitted.');
    const change = {
      is_submitted: true,
      is_in_progress: true,
      status: FEEDBACK_STATUS_OPTIONS.submitted,
      submitted_at: new Date(),
    };
    const at = new Date();
    await updateFeedback(trx, row, change, at);
    if (row.shared_by_id !== null) {
      const submission = {
        organizationId: row.organization_id,
        feedbackId: row.id,
        formId: row.form_id,
        sharedById: row.shared_by_id,
      };
      for (const handler of submittedHandlers.get(services) ?? []) {
        const after = await handler(trx, submission);
        if (after) afterCommit.push(after);
      }
    }
    return { ...row, ...change, updated_at: at };
  });
  if (feedback.shared_by_id !== null)
    await publish({
      hub: 'feedback-submitted',
      organizationId: feedback.organization_id,
      target: 'FeedbackSubmitted',
      args: [{ feedbackId: feedback.id, feedbackType: feedback.feedback_type, processId: null }],
      to: { kind: 'user', userId: feedback.shared_by_id },
    });
  for (const after of afterCommit) await after();
  return resultOf(feedback);
}
