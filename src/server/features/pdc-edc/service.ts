import type { PdcEdcServices } from './deps';
import { areaAccess, isFullAdmin } from '../../../engine/access';
import {
  audienceOfTalkround,
  civilDateIn,
  conferenceWindow,
  documentsDueDate,
  documentsState,
  isInConferenceWindow,
  parts,
  type CivilDate,
} from '../../../engine/calendar';
import { PROCESS_TYPES } from '../../../engine/constants';
import type { Principal } from '../../auth/principal';
import { HttpError, badRequest, notFound } from '../../errors';
import { findTalkround, selectConferenceProcesses, type ConferenceProcessRow } from './repo';

/** Conference dates are calendar days where the organization is (its time zone). */
const dayOf = (instant: Date | null, timeZone: string): CivilDate | null =>
  instant ? civilDateIn(instant, timeZone) : null;

/** Pure. HR for the PDC/EDC overview: full administrators and writers of the processes area (SPEC §6). */
export const isConferenceHr = (roles: readonly string[]) =>
  isFullAdmin(roles) || areaAccess(roles, 'processes').write;

/** 403 PDC_EDC_DISABLED unless the organization enables PDC/EDC (its setting, also in Session/Initialize). */
export function requireEnabled(principal: Principal): void {
  if (principal.organization.settings.pdcEdcEnabled !== true)
    throw new HttpError(403, 'PDC_EDC_DISABLED', 'PDC/EDC is not enabled for this organization.');
}

type Labels = Map<number, Map<number, Partial<Record<string, string>>>>;

async function statusLabels(deps: PdcEdcServices, organizationId: number): Promise<Labels> {
  const config = await deps.organizationConfig.get(organizationId);
  return new Map(
    config.workflows
      .filter((w) => w.processType === PROCESS_TYPES.PDC || w.processType === PROCESS_TYPES.EDC)
      .map((w) => [w.processType, new Map(w.statusList.map((s) => [s.statusId, s.translations]))]),
  );
}

/**
 * Pure. One row of the overview: status, conference date, the documents' due date and state; dates are the
 * calendar days in the organization's `timeZone`, `today` among them.
 */
export function presentConferenceProcess(
  row: ConferenceProcessRow,
  labels: Labels,
  today: CivilDate,
  timeZone: string,
  userId: number,
  audience: ReturnType<typeof audienceOfTalkround>,
) {
  const conferenceDate = dayOf(row.talk_date, timeZone);
  const sentOn = dayOf(row.submitted_at, timeZone);
  return {
    processId: row.id,
    processType: row.process_type,
    statusId: row.status_id,
    statusLabel: labels.get(row.process_type)?.get(row.status_id) ?? {},
    recipient: {
      id: row.recipient_id,
      firstName: row.first_name,
      lastName: row.last_name,
      shorthand: row.shorthand,
      position: row.position,
    },
    supervisorName:
      row.supervisor_first_name === null ? null : `${row.supervisor_first_name} ${row.supervisor_last_name}`,
    talkroundId: row.talkround_id,
    talkround: row.talkround_name,
    feedbackId: row.feedback_id,
    conferenceDate,
    inWindow: conferenceDate && audience ? isInConferenceWindow(audience, conferenceDate) : null,
    documents: {
      dueDate: conferenceDate ? documentsDueDate(conferenceDate) : null,
      sentOn,
      state: conferenceDate ? documentsState(conferenceDate, sentOn, today) : null,
    },
    /** the caller prepares the documents (a reminder task while they are not sent) */
    isMine: row.donor_id === userId,
  };
}

/**
 * The PDC/EDC overview (GET /Feedbacks/listPdcEdc): the processes of one talkround (or of all PDC/EDC
 * talkrounds) that the caller may see — HR every one, everyone else their direct and indirect reports —
 * with status, conference date and the documents rule (sent at least a week before); the caller's own
 * preparations that are not sent yet come back as reminders. 403 where the organization does not enable
 * PDC/EDC, 404 for another organization's talkround, 400 for a talkround of another process type.
 */
export async function listPdcEdc(
  deps: PdcEdcServices,
  principal: Principal,
  talkroundId: number | undefined,
) {
  requireEnabled(principal);
  const organizationId = principal.organization.id;
  let talkround: Awaited<ReturnType<typeof findTalkround>> | null = null;
  if (talkroundId !== undefined) {
    talkround = await findTalkround(deps.db, organizationId, talkroundId);
    if (!talkround) throw notFound(`There is no talkround ${talkroundId}.`);
    if (talkround.process_type !== PROCESS_TYPES.PDC && talkround.process_type !== PROCESS_TYPES.EDC)
      throw badRequest('TALKROUND_NOT_PDC_EDC', 'The talkround is not a PDC or EDC talkround.', [
        { path: '/querystring/talkroundId', message: 'is of another process type' },
      ]);
  }
  const recipients = isConferenceHr(principal.roles)
    ? null
    : new Set((await deps.processes.reportsOf(organizationId, principal.user.id)).keys());
  const [rows, labels] = await Promise.all([
    selectConferenceProcesses(deps.db, organizationId, talkround?.id ?? null, recipients),
    statusLabels(deps, organizationId),
  ]);
  const { timeZone } = await deps.organizationConfig.get(organizationId);
  const today = civilDateIn(new Date(), timeZone);
  const audience = talkround
    ? audienceOfTalkround(talkround.process_type, talkround.start_date, talkround.end_date)
    : null;
  const result = rows.map((row) =>
    presentConferenceProcess(row, labels, today, timeZone, principal.user.id, talkround ? audience : null),
  );
  return {
    talkround: talkround && {
      id: talkround.id,
      processType: talkround.process_type,
      name: talkround.name,
      startDate: talkround.start_date,
      endDate: talkround.end_date,
      finished: talkround.finished,
      audience,
      window: audience ? conferenceWindow(audience, parts(talkround.start_date).year) : null,
    },
    result,
    reminders: remindersOf(result),
  };
}

type ConferenceView = ReturnType<typeof presentConferenceProcess>;

/** Pure. The caller's own preparations with a conference date whose documents are not sent yet. */
export function remindersOf(result: readonly ConferenceView[]) {
  return result
    .filter(
      (r) => r.isMine && r.documents.state !== null && r.documents.sentOn === null && r.statusId % 100 < 99,
    )
    .map((r) => ({
      processId: r.processId,
      processType: r.processType,
      feedbackId: r.feedbackId,
      recipient: r.recipient,
      talkround: r.talkround,
      conferenceDate: r.conferenceDate,
      dueDate: r.documents.dueDate,
      state: r.documents.state,
    }));
}
export type DocumentsReminder = ReturnType<typeof remindersOf>[number];

/**
 * The documents reminders of the caller (for the dashboard tasks): every PDC/EDC preparation the caller
 * donates, with a conference date, whose documents are not sent; none where the organization does not enable
 * PDC/EDC.
 */
export async function documentsRemindersOf(
  deps: PdcEdcServices,
  principal: Principal,
): Promise<DocumentsReminder[]> {
  if (principal.organization.settings.pdcEdcEnabled !== true) return [];
  const organizationId = principal.organization.id;
  const rows = await selectConferenceProcesses(deps.db, organizationId, null, null, principal.user.id);
  if (rows.length === 0) return [];
  const labels = await statusLabels(deps, organizationId);
  const { timeZone } = await deps.organizationConfig.get(organizationId);
  const today = civilDateIn(new Date(), timeZone);
  return remindersOf(
    rows.map((row) => presentConferenceProcess(row, labels, today, timeZone, principal.user.id, null)),
  );
}
