import type { Readable } from 'node:stream';
import { civilDateIn, isTimeZone, pdpReviewState, type PdpReviewState } from '../../../engine/calendar';
import { PROCESS_TYPES } from '../../../engine/constants';
import { isClosed, type CompiledWorkflow } from '../../../engine/workflows';
import type { ProcessRow } from '../../db/database';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import type { PdpServices } from './deps';
import { pdpForbidden, pdpRights, seesEveryPdp, type Actor, type PdpRights } from './policy';
import { presentListItem, presentPdp } from './present';
import type { OwnPdp, Pdp, PdpListItem, SetReviewDateBody } from '../../../engine/api/pdp';
import {
  documentsOf,
  findDocument,
  findPdp,
  menteesOf,
  pdpsOf,
  pdpsOfOthers,
  pdpsOfRecipients,
  reviewsOf,
  setReview,
  talkroundOn,
} from './repo';
import type { PdpDocumentRow, PdpReviewRow } from './tables';

// app.ts imports the services' type from here (BuiltServer['pdp'])

/** Pure. The review dates of a PDP: those set through the PDP and the process's talk date (set elsewhere). */
export function reviewDatesOf(
  process: Pick<ProcessRow, 'talk_date'>,
  reviews: readonly PdpReviewRow[],
): Date[] {
  const dates = reviews.map((r) => new Date(r.review_at));
  if (process.talk_date && !dates.some((d) => d.getTime() === new Date(process.talk_date!).getTime()))
    dates.push(new Date(process.talk_date));
  return dates;
}

/**
 * Brings the stored status of a PDP in line with its review dates (SPEC §4: time passing moves 120 -> 199 ->
 * 110); closed PDPs and statuses the workflow lacks stay. Returns the status now stored.
 */
export async function syncStatus(
  services: PdpServices,
  process: ProcessRow,
  compiled: CompiledWorkflow,
  status: number,
): Promise<number> {
  const { settings } = compiled;
  if (process.status_id === status || isClosed(settings, process.status_id)) return process.status_id;
  if (!compiled.statusById.has(status)) return process.status_id;
  return services.processes.act(process.organization_id, null, process.id, async (scope) => {
    const from = scope.process.status_id;
    if (from === status || isClosed(settings, from)) return from;
    await scope.setStatus(status, null);
    await scope.record({ kind: 'statusSet', fromStatus: from, payload: { rule: 'pdpReviewWindow' } });
    return status;
  });
}

type Loaded = {
  process: ProcessRow;
  compiled: CompiledWorkflow;
  rights: PdpRights;
  state: PdpReviewState;
  documents: PdpDocumentRow[];
};

/** Loads one PDP for the caller: 403 when they may not read it; the status follows the review dates. */
export async function loadPdp(services: PdpServices, actor: Actor, process: ProcessRow): Promise<Loaded> {
  const { compiled, donorRoles } = await services.processes.rolesIn(actor, process);
  if (!pdpRights(compiled, process.status_id, donorRoles, actor.roles).read) throw pdpForbidden();
  const [documents, reviews, { timeZone }] = await Promise.all([
    documentsOf(services.db, actor.organizationId, [process.id]),
    reviewsOf(services.db, actor.organizationId, [process.id]),
    services.organizationConfig.get(actor.organizationId),
  ]);
  const state = pdpReviewState(reviewDatesOf(process, reviews), new Date(), timeZone);
  const statusId = await syncStatus(services, process, compiled, state.status);
  const synced = { ...process, status_id: statusId };
  const rights = pdpRights(compiled, statusId, donorRoles, actor.roles);
  return { process: synced, compiled, rights, state, documents };
}

/** The screen's view of a loaded PDP. */
export async function viewOf(services: PdpServices, actor: Actor, loaded: Loaded): Promise<Pdp> {
  const { process, compiled, rights, state, documents } = loaded;
  const people = await services.processes.people(actor.organizationId, [
    process.recipient_id,
    ...documents.map((d) => d.uploaded_by),
  ]);
  return presentPdp(
    process,
    state,
    documents,
    people,
    isClosed(compiled.settings, process.status_id),
    rights,
  );
}

/** A PDP of the organization by process id (404 otherwise), for someone who may read it (403 otherwise). */
export async function getPdp(services: PdpServices, actor: Actor, processId: number): Promise<Pdp> {
  const process = await findPdp(services.db, actor.organizationId, processId);
  if (!process) throw notFound(`There is no development plan ${processId}.`);
  return viewOf(services, actor, await loadPdp(services, actor, process));
}

/** The caller's own PDP as recipient (GET /Pdp), or null; `canCreate` when they have no open one. */
export async function getOwnPdp(services: PdpServices, actor: Actor): Promise<OwnPdp> {
  const own = await pdpsOf(services.db, actor.organizationId, actor.userId);
  if (own.length === 0) return { pdp: null, canCreate: true };
  const loaded = [];
  for (const process of own) loaded.push(await loadPdp(services, actor, process));
  const current = loaded.find((l) => !isClosed(l.compiled.settings, l.process.status_id)) ?? loaded[0];
  return {
    pdp: await viewOf(services, actor, current),
    canCreate: loaded.every((l) => isClosed(l.compiled.settings, l.process.status_id)),
  };
}

/** The caller's own open PDP, for calls that name none; 404 PDP_NOT_FOUND when there is none. */
export async function ownOpenPdp(services: PdpServices, actor: Actor): Promise<ProcessRow> {
  const own = await pdpsOf(services.db, actor.organizationId, actor.userId);
  const compiled = await services.processes.workflow(actor.organizationId, PROCESS_TYPES.PDP);
  const open = own.find((p) => !isClosed(compiled.settings, p.status_id)) ?? own[0];
  if (!open) throw new HttpError(404, 'PDP_NOT_FOUND', 'You have no development plan yet.');
  return open;
}

/** The PDP a call names, or the caller's own. */
export async function pdpFor(services: PdpServices, actor: Actor, processId: number | undefined) {
  if (processId === undefined) return ownOpenPdp(services, actor);
  const process = await findPdp(services.db, actor.organizationId, processId);
  if (!process) throw notFound(`There is no development plan ${processId}.`);
  return process;
}

/**
 * Creates a PDP (POST /Pdp/create) for the caller or, for their supervisor (or HR), for an employee: the PDP
 * workflow's creators decide (403 NOT_A_PROCESS_CREATOR; 403 PDP_FORBIDDEN, nothing created, for a creator
 * who could not read it), 409 PROCESS_EXISTS when one is open. The PDP joins
 * the running PDP talkround of the July-to-mid-June cycle when the organization has one.
 */
export async function createPdp(
  services: PdpServices,
  actor: Actor,
  recipientId: number | undefined,
): Promise<Pdp> {
  const { timeZone } = await services.organizationConfig.get(actor.organizationId);
  const today = civilDateIn(new Date(), timeZone);
  const talkroundId = await talkroundOn(services.db, actor.organizationId, today);
  const processId = await services.processes.create(
    actor,
    {
      recipientId: recipientId ?? actor.userId,
      processType: PROCESS_TYPES.PDP,
      talkroundId: talkroundId ?? null,
    },
    // the answer is the new plan: a creator who may not read it is refused before anything is committed
    async ({ compiled, statusId, donorRoles }) => {
      if (!pdpRights(compiled, statusId, donorRoles, actor.roles).read)
        throw pdpForbidden('You may not read the development plan you would create.');
    },
  );
  return getPdp(services, actor, processId);
}

/** Review dates further than this from today are refused as typing mistakes. */
const REVIEW_RANGE_YEARS = 5;

/**
 * Sets a review date (POST /Pdp/SetReviewDate): null changes nothing (SPEC §4); otherwise the caller needs the
 * PDP workflow's write right on the date (403), the PDP must be open (409 PDP_CLOSED), and the date within 5
 * years of today (400). A future date replaces the one planned, a past one is added to the reviews held; the
 * status follows the 6-month rule.
 */
export async function setReviewDate(
  services: PdpServices,
  actor: Actor,
  input: SetReviewDateBody,
): Promise<Pdp> {
  const process = await pdpFor(services, actor, input.processId);
  const loaded = await loadPdp(services, actor, process);
  if (input.reviewDate === null) return viewOf(services, actor, loaded);
  const reviewAt = new Date(input.reviewDate);
  const now = new Date();
  const years = Math.abs(reviewAt.getTime() - now.getTime()) / (365.25 * 24 * 3600 * 1000);
  if (Number.isNaN(reviewAt.getTime()) || years > REVIEW_RANGE_YEARS)
    throw badRequest(
      'REVIEW_DATE_OUT_OF_RANGE',
      `A review date lies within ${REVIEW_RANGE_YEARS} years of today.`,
      [{ path: '/body/reviewDate', message: `must lie within ${REVIEW_RANGE_YEARS} years of today` }],
    );
  if (isClosed(loaded.compiled.settings, loaded.process.status_id))
    throw conflict('PDP_CLOSED', 'The development plan is closed.');
  if (!loaded.rights.setReviewDate) throw pdpForbidden('You may not set the review date of this plan.');
  const { timeZone } = await services.organizationConfig.get(actor.organizationId);
  await services.processes.act(actor.organizationId, actor, process.id, async (scope) => {
    if (isClosed(scope.compiled.settings, scope.process.status_id))
      throw conflict('PDP_CLOSED', 'The development plan is closed.');
    await setReview(scope.trx, scope.process, reviewAt, actor.userId, scope.now);
    const reviews = await reviewsOf(scope.trx, actor.organizationId, [process.id]);
    // a new planned date also replaces a talk date planned elsewhere (POST /FeedbackTalkDate)
    const planned = reviewAt > scope.now ? { talk_date: null } : scope.process;
    const state = pdpReviewState(reviewDatesOf(planned, reviews), scope.now, timeZone);
    const from = scope.process.status_id;
    // the talk date mirrors the next (else the last) review for the process lists and the dashboard;
    // "reached" keeps the talk-date job out: PDP statuses follow the review dates, not trigger 100
    await scope.setStatus(scope.compiled.statusById.has(state.status) ? state.status : from, null, {
      talk_date: state.nextReview ?? state.lastReview ?? reviewAt,
      talk_date_reached: true,
    });
    await scope.record({
      kind: 'talkDateSet',
      fromStatus: from,
      payload: { reviewDate: reviewAt.toISOString() },
    });
  });
  return getPdp(services, actor, process.id);
}

/** The review date of a PDP as an iCalendar file (GET /pdp/exportReviewDate) in the browser's time zone. */
export async function exportReviewDate(
  services: PdpServices,
  actor: Actor,
  processId: number,
  timeZone: string,
): Promise<{ fileName: string; body: string }> {
  if (!isTimeZone(timeZone))
    throw badRequest('UNKNOWN_TIME_ZONE', `"${timeZone}" is not a known time zone.`, [
      { path: '/querystring/timeZone', message: 'is not a known IANA time zone' },
    ]);
  const process = await findPdp(services.db, actor.organizationId, processId);
  if (!process) throw notFound(`There is no development plan ${processId}.`);
  const { state } = await loadPdp(services, actor, process);
  const review = state.nextReview ?? state.lastReview;
  if (!review)
    throw new HttpError(404, 'REVIEW_DATE_NOT_SET', 'The development plan has no review date yet.');
  const people = await services.processes.people(actor.organizationId, [process.recipient_id]);
  const recipient = people.get(process.recipient_id);
  const label = actor.locale === 'en-US' ? 'PDP review' : 'PDP-Review';
  const body = services.processes.calendarFile({
    start: review,
    timeZone,
    title: recipient ? `${label}: ${recipient.firstName} ${recipient.lastName}` : label,
    uid: `process-${process.id}-pdp-review@dpt`,
  });
  return { fileName: `pdp-review-${process.id}.ics`, body };
}

/**
 * The PDPs of others the caller sees: `direct` (GET /Pdp/List) those of direct reports and mentees, and for
 * HR (processes read) every PDP of the organization; `hierarchy` (GET /Pdp/List/Hierarchy) those of direct and
 * indirect reports (SPEC §6: managers see direct and indirect employees).
 */
export async function listPdps(
  services: PdpServices,
  actor: Actor,
  scope: 'direct' | 'hierarchy',
): Promise<PdpListItem[]> {
  const { db } = services;
  const reports = await services.processes.reportsOf(actor.organizationId, actor.userId);
  const levels = new Map([...reports].filter(([, level]) => scope === 'hierarchy' || level === 1));
  let rows: ProcessRow[];
  if (scope === 'direct' && seesEveryPdp(actor.roles)) {
    rows = await pdpsOfOthers(db, actor.organizationId, actor.userId);
  } else {
    const mentees = scope === 'direct' ? await menteesOf(db, actor.organizationId, actor.userId) : [];
    const ids = new Set([...levels.keys(), ...mentees]);
    ids.delete(actor.userId);
    rows = await pdpsOfRecipients(db, actor.organizationId, [...ids]);
  }
  const ids = rows.map((r) => r.id);
  const [documents, reviews] = await Promise.all([
    documentsOf(db, actor.organizationId, ids),
    reviewsOf(db, actor.organizationId, ids),
  ]);
  const people = await services.processes.people(actor.organizationId, [
    ...rows.map((r) => r.recipient_id),
    ...documents.map((d) => d.uploaded_by),
  ]);
  const now = new Date();
  const compiled = await services.processes.workflow(actor.organizationId, PROCESS_TYPES.PDP);
  const { timeZone } = await services.organizationConfig.get(actor.organizationId);
  const items: PdpListItem[] = [];
  for (const process of rows) {
    const own = reviews.filter((r) => r.process_id === process.id);
    const state = pdpReviewState(reviewDatesOf(process, own), now, timeZone);
    const statusId = await syncStatus(services, process, compiled, state.status);
    items.push(
      presentListItem(
        { ...process, status_id: statusId },
        state,
        documents.filter((d) => d.process_id === process.id),
        people,
        isClosed(compiled.settings, statusId),
        levels.get(process.recipient_id) ?? null,
      ),
    );
  }
  return items;
}

/**
 * A PDP document to download (GET /Pdp/document/{documentId}), current or archived: 404 for a document of
 * another organization, 403 for someone who may not read its PDP, 404 PDP_FILE_MISSING when the file storage
 * lost it.
 */
export async function openDocument(
  services: PdpServices,
  actor: Actor,
  documentId: string,
): Promise<{ document: PdpDocumentRow; file: { stream: Readable; size: number } }> {
  const document = await findDocument(services.db, actor.organizationId, documentId);
  const process = document && (await findPdp(services.db, actor.organizationId, document.process_id));
  if (!document || !process) throw notFound('There is no such document.');
  await loadPdp(services, actor, process);
  const file = await services.storage.read(document.storage_key);
  if (!file) throw new HttpError(404, 'PDP_FILE_MISSING', 'The stored file is missing.');
  return { document, file };
}
