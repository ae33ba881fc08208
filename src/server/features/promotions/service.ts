import { PROCESS_TYPES } from '../../../engine/constants';
import type { CivilDate } from '../../../engine/calendar';
import type { CareerAnswer } from '../../../engine/forms';
import type { Actor } from '../../auth/actor';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import type { StepResult } from '../../../engine/api/feedbacks-answers';
import { dateRuleOf, requireAllowedDate, requireFutureDate, today } from './date-rule';
import type { PromotionServices } from './deps';
import { requireHr, requireVisible, visibleRecipients } from './policy';
import { listPositions, type Position } from './positions';
import { presentCareer, presentComparison, presentPromotion, type Labels } from './present';
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
import type {
  AddPromotionUserBody,
  CareerData,
  CareerDevelopmentBody,
  ComparisonQuery,
  ComparisonRecord,
  HardfactsBody,
  Promotion,
  PromotionResultBody,
} from '../../../engine/api/promotions';

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
async function todayIn(services: PromotionServices, organizationId: number): Promise<CivilDate> {
  return today((await services.organizationConfig.get(organizationId)).timeZone);
}

/** The promotion workflow's status names of the organization, by status id. */
async function statusLabelsOf(services: PromotionServices, organizationId: number): Promise<Labels> {
  const config = await services.organizationConfig.get(organizationId);
  const settings = config.workflows.find((w) => w.processType === PROCESS_TYPES.PROMOTION);
  return new Map((settings?.statusList ?? []).map((s) => [s.statusId, s.translations]));
}

const visible = (services: PromotionServices, actor: Actor) =>
  visibleRecipients(actor, services.processes.reportsOf);

/** The promotion processes the actor may see (GET /promotions): HR all, supervisors their hierarchy. */
export async function listPromotions(services: PromotionServices, actor: Actor): Promise<Promotion[]> {
  const { organizationId } = actor;
  const [rows, positions, labels] = await Promise.all([
    visible(services, actor).then((recipients) => selectPromotions(services.db, organizationId, recipients)),
    listPositions(services.db, organizationId),
    statusLabelsOf(services, organizationId),
  ]);
  const on = await todayIn(services, organizationId);
  return rows.map((row) =>
    presentPromotion(row, labels, row.career ? dateRuleOf(positions, row.career, on) : null),
  );
}

/** The career data of a promotion process with its hardfacts state, result and date rule (getCareerData). */
export async function getCareerData(
  services: PromotionServices,
  actor: Actor,
  processId: number,
): Promise<CareerData> {
  const { organizationId } = actor;
  const promotion = await findPromotion(services.db, organizationId, processId);
  if (!promotion) throw notFound(`There is no promotion process ${processId}.`);
  requireVisible(await visible(services, actor), promotion.recipient_id);
  const elementId = careerElementOf(promotion.pages);
  const record =
    promotion.feedback_id !== null && elementId
      ? ((await careerRecordOf(services.db, organizationId, promotion.feedback_id, elementId)) ?? {})
      : {};
  const positions = await listPositions(services.db, organizationId);
  return presentCareer(
    promotion,
    elementId ?? null,
    record,
    dateRuleOf(positions, record, await todayIn(services, organizationId)),
    positions,
  );
}

/**
 * The career data of every feedback of a process (getComparisonCareerData), by process id or by one of its
 * feedbacks; for HR and the recipient's supervisor line.
 */
export async function getComparisonCareerData(
  services: PromotionServices,
  actor: Actor,
  query: ComparisonQuery,
): Promise<ComparisonRecord[]> {
  const { organizationId } = actor;
  if (query.feedbackId === undefined && query.processId === undefined)
    throw badRequest('PROCESS_OR_FEEDBACK_REQUIRED', 'Name a processId or a feedbackId.', [
      { path: '/querystring', message: 'processId or feedbackId' },
    ]);
  const process =
    query.processId !== undefined
      ? await findAnyProcess(services.db, organizationId, query.processId)
      : await processOfFeedback(services.db, organizationId, query.feedbackId!);
  if (!process) throw notFound('There is no such process.');
  requireVisible(await visible(services, actor), process.recipient_id);
  const rows = await careerDataOfProcess(services.db, organizationId, process.id);
  return rows.map(presentComparison);
}

/**
 * Saves the career data of a feedback's career element (POST /CareerDevelopment). For promotion processes
 * the target date must follow the date rule (400 PROMOTION_DATE_NOT_ALLOWED, nothing stored). Changing the
 * career path of a record that has entries overwrites them only when the body says `overwrite: true`
 * (409 CAREER_PATH_CHANGE_NOT_CONFIRMED otherwise). The feedback service authorizes, validates and stores.
 */
export async function saveCareerData(
  services: PromotionServices,
  actor: Actor,
  input: CareerDevelopmentBody,
): Promise<StepResult> {
  const { organizationId } = actor;
  const feedback = await findFeedbackWithProcess(services.db, organizationId, input.feedbackId);
  if (!feedback) throw notFound(`There is no feedback ${input.feedbackId}.`);
  const record = careerOf(input);
  if (feedback.process_type === PROCESS_TYPES.PROMOTION) {
    // Only people who could edit the nomination get to learn about the rule: the line and HR.
    requireVisible(await visible(services, actor), feedback.recipient_id);
    const on = await todayIn(services, organizationId);
    requireAllowedDate(await listPositions(services.db, organizationId), record, on);
    requireFutureDate(record, on);
  }
  const stored = await careerRecordOf(services.db, organizationId, feedback.id, input.elementId);
  const pathChanges =
    stored?.careerPath !== undefined &&
    record.careerPath !== undefined &&
    stored.careerPath !== record.careerPath;
  if (pathChanges && hasEntries(stored) && input.overwrite !== true)
    throw conflict(
      'CAREER_PATH_CHANGE_NOT_CONFIRMED',
      'Changing the career path overwrites the entries made for the earlier path; confirm it with overwrite.',
      { storedCareerPath: stored!.careerPath },
    );
  return services.processes.saveValues(actor, feedback.id, [
    { kind: 'career', elementId: input.elementId, ...record },
  ]);
}

/**
 * Adds a promotion process for an employee (addPromotionUser): the workflow's creators only (the direct
 * supervisor, HR); in the given or the next open promotion round; career data given with it is checked
 * against the date rule before anything is created and saved into the nomination in the same transaction (a
 * creator who may not fill in the nomination gets 403, and nothing is created).
 */
export async function addPromotionUser(
  services: PromotionServices,
  actor: Actor,
  input: AddPromotionUserBody,
): Promise<{ processId: number; feedbackId: number | null }> {
  const { organizationId } = actor;
  const record = careerOf(input);
  // the catalogue is made on its first use: only a date needs it
  const positions = record.targetDate ? await listPositions(services.db, organizationId) : [];
  const on = await todayIn(services, organizationId);
  requireAllowedDate(positions, record, on);
  requireFutureDate(record, on);
  const talkroundId =
    input.talkroundId ?? (await nextPromotionTalkround(services.db, organizationId, on))?.id ?? null;
  // the career data is saved inside the create transaction: a refused save creates nothing
  const processId = await services.processes.create(
    actor,
    { recipientId: input.userId, processType: PROCESS_TYPES.PROMOTION, talkroundId },
    async (created) => {
      if (Object.keys(record).length === 0) return;
      const nomination = await findPromotion(created.trx, organizationId, created.processId);
      const elementId = nomination && careerElementOf(nomination.pages);
      if (elementId && nomination.feedback_id !== null)
        await created.saveValues(nomination.feedback_id, [{ kind: 'career', elementId, ...record }]);
    },
  );
  const promotion = (await findPromotion(services.db, organizationId, processId))!;
  return { processId, feedbackId: promotion.feedback_id };
}

/** Sets the hardfacts state (0 open, 1 met, 2 not met) of a promotion process; HR only. */
export async function setHardfactsState(
  services: PromotionServices,
  actor: Actor,
  input: HardfactsBody,
): Promise<CareerData> {
  requireHr(actor, 'set the hardfacts state');
  const { organizationId } = actor;
  const promotion = await findPromotion(services.db, organizationId, input.processId);
  if (!promotion) throw notFound(`There is no promotion process ${input.processId}.`);
  if (promotion.status_id === PROMOTION_STATUS.closed)
    throw conflict('PROCESS_CLOSED', 'The promotion process is closed.');
  await upsertHardfactsState(services.db, organizationId, input.processId, input.state, actor.userId);
  return getCareerData(services, actor, input.processId);
}

/**
 * Confirms or denies a submitted nomination (setPromotionResult); HR only. Confirming needs a target date the
 * rules allow (400 PROMOTION_DATE_REQUIRED / PROMOTION_DATE_NOT_ALLOWED) and approves the nomination; denying
 * needs a reason and vetoes it. Repeating the current result changes nothing; the other result revises it.
 */
export async function setPromotionResult(
  services: PromotionServices,
  actor: Actor,
  input: PromotionResultBody,
): Promise<CareerData> {
  requireHr(actor, 'confirm or deny a promotion');
  const { organizationId } = actor;
  const promotion = await findPromotion(services.db, organizationId, input.processId);
  if (!promotion) throw notFound(`There is no promotion process ${input.processId}.`);
  if (promotion.feedback_id === null) throw conflict('NO_NOMINATION', 'The process has no nomination form.');
  const wanted = input.confirmed ? PROMOTION_STATUS.confirmed : PROMOTION_STATUS.denied;
  if (promotion.status_id === wanted) return getCareerData(services, actor, input.processId);
  if (input.confirmed) {
    const elementId = careerElementOf(promotion.pages);
    const record = elementId
      ? ((await careerRecordOf(services.db, organizationId, promotion.feedback_id, elementId)) ?? {})
      : {};
    if (!record.targetDate)
      throw badRequest('PROMOTION_DATE_REQUIRED', 'A promotion needs a target date before it is confirmed.', [
        { path: '/body/confirmed', message: 'targetDate' },
      ]);
    requireAllowedDate(
      await listPositions(services.db, organizationId),
      record,
      await todayIn(services, organizationId),
      '/careerData/targetDate',
    );
    await services.processes.approve(actor, promotion.feedback_id);
  } else {
    const comment = input.comment?.trim();
    if (!comment)
      throw new HttpError(400, 'DENY_REASON_REQUIRED', 'A denied promotion needs a reason.', [
        { path: '/body/comment', message: 'required' },
      ]);
    await services.processes.veto(actor, promotion.feedback_id, comment);
  }
  return getCareerData(services, actor, input.processId);
}

/** The position catalogue (GET /CareerDevelopment/GetPositions). */
export const positionsOf = (services: PromotionServices, actor: Actor): Promise<Position[]> =>
  listPositions(services.db, actor.organizationId);
