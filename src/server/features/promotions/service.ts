import type { PromotionServices } from './deps';
import { actorOf } from '../../processes';
import { PROCESS_TYPES } from '../../../engine/constants';
import type { CivilDate } from '../../../engine/calendar';
import type { CareerAnswer } from '../../../engine/forms';
import type { Principal } from '../../auth/principal';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import { dateRuleOf, requireAllowedDate, requireFutureDate, today } from './date-rule';
import { findPosition, listPositions } from './positions';
import { requireHr, requireVisible, visibleRecipients } from './policy';
import { presentCareer, presentPromotion, statusLabelsOf } from './present';
import {
  careerDataOfProcess,
  careerElementOf,
  careerRecordOf,
  findAnyProcess,
  findFeedbackWithProcess,
  findPromotion,
  nextPromotionTalkround,
  processOfFeedback,
  selectPromotions,
  upsertHardfactsState,
} from './repo';
import type { AddPromotionUserBody, CareerDevelopmentBody } from './schemas';

/** Promotion process statuses of the default workflow (workflows/promotion.json). */
export const PROMOTION_STATUS = { submitted: 420, confirmed: 430, denied: 440, closed: 499 } as const;

const CAREER_FIELDS = ['careerPath', 'developmentType', 'targetPosition', 'targetDate', 'data'] as const;

/** Pure. The career fields of a body, without everything else. */
function careerOf(body: Partial<Record<string, unknown>>): CareerAnswer {
  const record: Record<string, unknown> = {};
  for (const field of CAREER_FIELDS) if (body[field] !== undefined) record[field] = body[field];
  return record as CareerAnswer;
}

const hasEntries = (record: CareerAnswer | undefined) =>
  Boolean(record?.targetPosition?.trim() || record?.targetDate || record?.data?.trim());

/** Today where the organization is: the calendar day in its time zone. */
async function todayIn(deps: PromotionServices, organizationId: number): Promise<CivilDate> {
  return today((await deps.organizationConfig.get(organizationId)).timeZone);
}

const visible = (deps: PromotionServices, principal: Principal) =>
  visibleRecipients(principal, deps.processes.reportsOf);

/** The promotion processes the caller may see (GET /promotions): HR all, supervisors their hierarchy. */
export async function listPromotions(deps: PromotionServices, principal: Principal) {
  const organizationId = principal.organization.id;
  const [rows, positions, labels] = await Promise.all([
    visible(deps, principal).then((recipients) => selectPromotions(deps.db, organizationId, recipients)),
    listPositions(deps.db, organizationId),
    statusLabelsOf(deps, organizationId),
  ]);
  const on = await todayIn(deps, organizationId);
  return rows.map((row) =>
    presentPromotion(row, labels, row.career ? dateRuleOf(positions, row.career, on) : null),
  );
}

/** The career data of a promotion process with its hardfacts state, result and date rule (getCareerData). */
export async function getCareerData(deps: PromotionServices, principal: Principal, processId: number) {
  const organizationId = principal.organization.id;
  const promotion = await findPromotion(deps.db, organizationId, processId);
  if (!promotion) throw notFound(`There is no promotion process ${processId}.`);
  requireVisible(await visible(deps, principal), promotion.recipient_id);
  const elementId = careerElementOf(promotion.pages);
  const record =
    promotion.feedback_id !== null && elementId
      ? ((await careerRecordOf(deps.db, organizationId, promotion.feedback_id, elementId)) ?? {})
      : {};
  const positions = await listPositions(deps.db, organizationId);
  return presentCareer(
    promotion,
    elementId ?? null,
    record,
    dateRuleOf(positions, record, await todayIn(deps, organizationId)),
    positions,
  );
}

/**
 * The career data of every feedback of a process (getComparisonCareerData), by process id or by one of its
 * feedbacks; for HR and the recipient's supervisor line.
 */
export async function getComparisonCareerData(
  deps: PromotionServices,
  principal: Principal,
  query: { feedbackId?: number; processId?: number },
) {
  const organizationId = principal.organization.id;
  if (query.feedbackId === undefined && query.processId === undefined)
    throw badRequest('PROCESS_OR_FEEDBACK_REQUIRED', 'Name a processId or a feedbackId.', [
      { path: '/querystring', message: 'processId or feedbackId' },
    ]);
  const process =
    query.processId !== undefined
      ? await findAnyProcess(deps.db, organizationId, query.processId)
      : await processOfFeedback(deps.db, organizationId, query.feedbackId!);
  if (!process) throw notFound('There is no such process.');
  requireVisible(await visible(deps, principal), process.recipient_id);
  const rows = await careerDataOfProcess(deps.db, organizationId, process.id);
  return rows.map((row) => ({
    feedbackId: row.feedback_id,
    feedbackType: row.feedback_type,
    elementId: row.element_id,
    ...row.data,
  }));
}

/**
 * Saves the career data of a feedback's career element (POST /CareerDevelopment). For promotion processes
 * the target date must follow the date rule (400 PROMOTION_DATE_NOT_ALLOWED, nothing stored). Changing the
 * career path of a record that has entries overwrites them only when the body says `overwrite: true`
 * (409 CAREER_PATH_CHANGE_NOT_CONFIRMED otherwise). The feedback service authorizes, validates and stores.
 */
export async function saveCareerData(
  deps: PromotionServices,
  principal: Principal,
  body: CareerDevelopmentBody,
) {
  const organizationId = principal.organization.id;
  const feedback = await findFeedbackWithProcess(deps.db, organizationId, body.feedbackId);
  if (!feedback) throw notFound(`There is no feedback ${body.feedbackId}.`);
  const record = careerOf(body);
  if (feedback.process_type === PROCESS_TYPES.PROMOTION) {
    // Only people who could edit the nomination get to learn about the rule: the line and HR.
    requireVisible(await visible(deps, principal), feedback.recipient_id);
    const on = await todayIn(deps, organizationId);
    requireAllowedDate(await listPositions(deps.db, organizationId), record, on);
    requireFutureDate(record, on);
  }
  const stored = await careerRecordOf(deps.db, organizationId, feedback.id, body.elementId);
  const pathChanges =
    stored?.careerPath !== undefined &&
    record.careerPath !== undefined &&
    stored.careerPath !== record.careerPath;
  if (pathChanges && hasEntries(stored) && body.overwrite !== true)
    throw conflict(
      'CAREER_PATH_CHANGE_NOT_CONFIRMED',
      'Changing the career path overwrites the entries made for the earlier path; confirm it with overwrite.',
      { storedCareerPath: stored!.careerPath },
    );
  return deps.processes.saveValues(actorOf(principal), feedback.id, [
    { kind: 'career', elementId: body.elementId, ...record },
  ]);
}

/**
 * Adds a promotion process for an employee (addPromotionUser): the workflow's creators only (the direct
 * supervisor, HR); in the given or the next open promotion round; career data given with it is checked
 * against the date rule before anything is created and saved into the nomination.
 */
export async function addPromotionUser(
  deps: PromotionServices,
  principal: Principal,
  body: AddPromotionUserBody,
) {
  const organizationId = principal.organization.id;
  const record = careerOf(body);
  const positions = await listPositions(deps.db, organizationId);
  const on = await todayIn(deps, organizationId);
  requireAllowedDate(positions, record, on);
  requireFutureDate(record, on);
  const talkroundId =
    body.talkroundId ?? (await nextPromotionTalkround(deps.db, organizationId, on))?.id ?? null;
  const processId = await deps.processes.create(actorOf(principal), {
    recipientId: body.userId,
    processType: PROCESS_TYPES.PROMOTION,
    talkroundId,
  });
  const promotion = (await findPromotion(deps.db, organizationId, processId))!;
  const elementId = careerElementOf(promotion.pages);
  if (elementId && promotion.feedback_id !== null && Object.keys(record).length > 0) {
    await deps.processes.saveValues(actorOf(principal), promotion.feedback_id, [
      { kind: 'career', elementId, ...record },
    ]);
  }
  return { processId, feedbackId: promotion.feedback_id };
}

/** Sets the hardfacts state (0 open, 1 met, 2 not met) of a promotion process; HR only. */
export async function setHardfactsState(
  deps: PromotionServices,
  principal: Principal,
  processId: number,
  state: number,
) {
  requireHr(principal, 'set the hardfacts state');
  const organizationId = principal.organization.id;
  const promotion = await findPromotion(deps.db, organizationId, processId);
  if (!promotion) throw notFound(`There is no promotion process ${processId}.`);
  if (promotion.status_id === PROMOTION_STATUS.closed)
    throw conflict('PROCESS_CLOSED', 'The promotion process is closed.');
  await upsertHardfactsState(deps.db, organizationId, processId, state, principal.user.id);
  return getCareerData(deps, principal, processId);
}

/**
 * Confirms or denies a submitted nomination (setPromotionResult); HR only. Confirming needs a target date the
 * rules allow (400 PROMOTION_DATE_REQUIRED / PROMOTION_DATE_NOT_ALLOWED) and approves the nomination; denying
 * needs a reason and vetoes it. Repeating the current result changes nothing; the other result revises it.
 */
export async function setPromotionResult(
  deps: PromotionServices,
  principal: Principal,
  body: { processId: number; confirmed: boolean; comment?: string },
) {
  requireHr(principal, 'confirm or deny a promotion');
  const organizationId = principal.organization.id;
  const promotion = await findPromotion(deps.db, organizationId, body.processId);
  if (!promotion) throw notFound(`There is no promotion process ${body.processId}.`);
  if (promotion.feedback_id === null) throw conflict('NO_NOMINATION', 'The process has no nomination form.');
  const wanted = body.confirmed ? PROMOTION_STATUS.confirmed : PROMOTION_STATUS.denied;
  if (promotion.status_id === wanted) return getCareerData(deps, principal, body.processId);
  if (body.confirmed) {
    const elementId = careerElementOf(promotion.pages);
    const record = elementId
      ? ((await careerRecordOf(deps.db, organizationId, promotion.feedback_id, elementId)) ?? {})
      : {};
    if (!record.targetDate)
      throw badRequest('PROMOTION_DATE_REQUIRED', 'A promotion needs a target date before it is confirmed.', [
        { path: '/body/confirmed', message: 'targetDate' },
      ]);
    requireAllowedDate(
      await listPositions(deps.db, organizationId),
      record,
      await todayIn(deps, organizationId),
      '/careerData/targetDate',
    );
    await deps.processes.approve(actorOf(principal), promotion.feedback_id);
  } else {
    const comment = body.comment?.trim();
    if (!comment)
      throw new HttpError(400, 'DENY_REASON_REQUIRED', 'A denied promotion needs a reason.', [
        { path: '/body/comment', message: 'required' },
      ]);
    await deps.processes.veto(actorOf(principal), promotion.feedback_id, comment);
  }
  return getCareerData(deps, principal, body.processId);
}

/** The position catalogue (GET /CareerDevelopment/GetPositions). */
export const positionsOf = (deps: PromotionServices, principal: Principal) =>
  listPositions(deps.db, principal.organization.id);

export { findPosition };
