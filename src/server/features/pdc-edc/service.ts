import { audienceOfTalkround, civilDateIn, conferenceWindow, parts } from '../../../engine/calendar';
import { PROCESS_TYPES } from '../../../engine/constants';
import type { Actor } from '../../auth/actor';
import { badRequest, notFound } from '../../errors';
import type { PdcEdcServices } from './deps';
import { isConferenceHr, requireEnabled } from './policy';
import { presentConferenceProcess, remindersOf, type Labels } from './present';
import { findTalkround, isPdcEdcEnabled, selectConferenceProcesses } from './repo';
import type { DocumentsReminder, PdcEdcList, PdcEdcQuery } from '../../../engine/api/pdc-edc';

async function statusLabels(services: PdcEdcServices, organizationId: number): Promise<Labels> {
  const config = await services.organizationConfig.get(organizationId);
  return new Map(
    config.workflows
      .filter((w) => w.processType === PROCESS_TYPES.PDC || w.processType === PROCESS_TYPES.EDC)
      .map((w) => [w.processType, new Map(w.statusList.map((s) => [s.statusId, s.translations]))]),
  );
}

/**
 * The PDC/EDC overview (GET /Feedbacks/listPdcEdc): the processes of one talkround (or of all PDC/EDC
 * talkrounds) that the caller may see — HR every one, everyone else their direct and indirect reports —
 * with status, conference date and the documents rule (sent at least a week before); the caller's own
 * preparations that are not sent yet come back as reminders. 403 where the organization does not enable
 * PDC/EDC, 404 for another organization's talkround, 400 for a talkround of another process type.
 */
export async function listPdcEdc(
  services: PdcEdcServices,
  actor: Actor,
  { talkroundId }: PdcEdcQuery,
): Promise<PdcEdcList> {
  const { organizationId } = actor;
  requireEnabled(await isPdcEdcEnabled(services.db, organizationId));
  let talkround: Awaited<ReturnType<typeof findTalkround>> | null = null;
  if (talkroundId !== undefined) {
    talkround = await findTalkround(services.db, organizationId, talkroundId);
    if (!talkround) throw notFound(`There is no talkround ${talkroundId}.`);
    if (talkround.process_type !== PROCESS_TYPES.PDC && talkround.process_type !== PROCESS_TYPES.EDC)
      throw badRequest('TALKROUND_NOT_PDC_EDC', 'The talkround is not a PDC or EDC talkround.', [
        { path: '/querystring/talkroundId', message: 'is of another process type' },
      ]);
  }
  const recipients = isConferenceHr(actor.roles)
    ? null
    : new Set((await services.processes.reportsOf(organizationId, actor.userId)).keys());
  const [rows, labels] = await Promise.all([
    selectConferenceProcesses(services.db, organizationId, talkround?.id ?? null, recipients),
    statusLabels(services, organizationId),
  ]);
  const { timeZone } = await services.organizationConfig.get(organizationId);
  const today = civilDateIn(new Date(), timeZone);
  const audience = talkround
    ? audienceOfTalkround(talkround.process_type, talkround.start_date, talkround.end_date)
    : null;
  const result = rows.map((row) =>
    presentConferenceProcess(row, labels, today, timeZone, actor.userId, talkround ? audience : null),
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

/**
 * The documents reminders of the caller (for the dashboard tasks): every PDC/EDC preparation the caller
 * donates, with a conference date, whose documents are not sent; none where the organization does not enable
 * PDC/EDC.
 */
export async function documentsRemindersOf(
  services: PdcEdcServices,
  actor: Actor,
): Promise<DocumentsReminder[]> {
  const { organizationId } = actor;
  if (!(await isPdcEdcEnabled(services.db, organizationId))) return [];
  const rows = await selectConferenceProcesses(services.db, organizationId, null, null, actor.userId);
  if (rows.length === 0) return [];
  const labels = await statusLabels(services, organizationId);
  const { timeZone } = await services.organizationConfig.get(organizationId);
  const today = civilDateIn(new Date(), timeZone);
  return remindersOf(
    rows.map((row) => presentConferenceProcess(row, labels, today, timeZone, actor.userId, null)),
  );
}
