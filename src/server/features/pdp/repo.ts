import { sql, type Kysely } from 'kysely';
import { PROCESS_TYPES } from '../../../engine/constants';
import type { Database, ProcessRow } from '../../db/database';
import type { PdpDocumentRow, PdpReviewRow } from './tables';
import { rowOfOrganization } from '../../db/organization-row';

/** A transaction or the database. */
export type Db = Kysely<Database>;

const dateText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** PDP processes (type 2) with every process column, dates as `YYYY-MM-DD` text. */
function selectPdps(db: Db, organizationId: number) {
  return db
    .selectFrom('processes as p')
    .selectAll('p')
    .select([dateText('p.start_date').as('start_date'), dateText('p.end_date').as('end_date')])
    .where('p.organization_id', '=', organizationId)
    .where('p.process_type', '=', PROCESS_TYPES.PDP)
    .$castTo<ProcessRow>();
}

/** One PDP process of the organization; undefined when missing, of another organization or not a PDP. */
export async function findPdp(db: Db, organizationId: number, id: number): Promise<ProcessRow | undefined> {
  return selectPdps(db, organizationId).where('p.id', '=', id).executeTakeFirst();
}

/** The recipient's PDPs, open ones first, newest first. */
export async function pdpsOf(db: Db, organizationId: number, recipientId: number): Promise<ProcessRow[]> {
  return selectPdps(db, organizationId)
    .where('p.recipient_id', '=', recipientId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/** Every PDP of the organization except the user's own, newest first (HR's list). */
export async function pdpsOfOthers(db: Db, organizationId: number, userId: number): Promise<ProcessRow[]> {
  return selectPdps(db, organizationId)
    .where('p.recipient_id', '<>', userId)
    .orderBy('p.created_at', 'desc')
    .limit(5000)
    .execute();
}

/** The open PDPs of the organization: those whose status is none of `closedStatuses`. */
export async function openPdps(
  db: Db,
  organizationId: number,
  closedStatuses: readonly number[],
): Promise<ProcessRow[]> {
  return selectPdps(db, organizationId)
    .where('p.status_id', 'not in', [...closedStatuses])
    .limit(10_000)
    .execute();
}

/** The organizations that have a PDP. */
export async function organizationsWithPdps(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('processes')
    .select('organization_id')
    .distinct()
    .where('process_type', '=', PROCESS_TYPES.PDP)
    .execute();
  return rows.map((r) => r.organization_id);
}

/** The ids of the user's mentees in the organization. */
export async function menteesOf(db: Db, organizationId: number, mentorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('mentor_id', '=', mentorId)
    .execute();
  return rows.map((r) => r.id);
}

/** The PDPs of the given recipients, newest first. */
export async function pdpsOfRecipients(
  db: Db,
  organizationId: number,
  recipientIds: readonly number[],
): Promise<ProcessRow[]> {
  if (recipientIds.length === 0) return [];
  return selectPdps(db, organizationId)
    .where('p.recipient_id', 'in', [...recipientIds])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(5000)
    .execute();
}

/** Every document of the given PDPs (current and archived), newest first. */
export async function documentsOf(
  db: Db,
  organizationId: number,
  processIds: readonly number[],
): Promise<PdpDocumentRow[]> {
  if (processIds.length === 0) return [];
  return db
    .selectFrom('pdp_documents')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('process_id', 'in', [...processIds])
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Every review date of the given PDPs. */
export async function reviewsOf(
  db: Db,
  organizationId: number,
  processIds: readonly number[],
): Promise<PdpReviewRow[]> {
  if (processIds.length === 0) return [];
  return db
    .selectFrom('pdp_reviews')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('process_id', 'in', [...processIds])
    .orderBy('review_at')
    .execute();
}

/** One document of the organization; undefined when missing or of another organization. */
export async function findDocument(
  db: Db,
  organizationId: number,
  id: string,
): Promise<PdpDocumentRow | undefined> {
  return db
    .selectFrom('pdp_documents')
    .selectAll()
    .where(rowOfOrganization(organizationId, id))
    .executeTakeFirst();
}

/** Archives the current document of a PDP and stores the new one as current (inside the caller's transaction). */
export async function replaceCurrentDocument(trx: Db, document: PdpDocumentRow): Promise<void> {
  await trx
    .updateTable('pdp_documents')
    .set({ archived_at: document.uploaded_at })
    .where('organization_id', '=', document.organization_id)
    .where('process_id', '=', document.process_id)
    .where('archived_at', 'is', null)
    .execute();
  await trx.insertInto('pdp_documents').values(document).execute();
}

/**
 * Stores a review date. A date after `now` replaces the review still planned, so a PDP has at most one planned
 * review; a date that has passed is added to the reviews that took place and leaves the planned one.
 */
export async function setReview(
  trx: Db,
  process: Pick<ProcessRow, 'id' | 'organization_id'>,
  reviewAt: Date,
  setBy: number,
  now: Date,
): Promise<void> {
  if (reviewAt > now)
    await trx
      .deleteFrom('pdp_reviews')
      .where('organization_id', '=', process.organization_id)
      .where('process_id', '=', process.id)
      .where('review_at', '>', now)
      .execute();
  await trx
    .insertInto('pdp_reviews')
    .values({
      organization_id: process.organization_id,
      process_id: process.id,
      review_at: reviewAt,
      set_by: setBy,
      set_at: now,
    })
    .execute();
}

/** The unfinished PDP talkround of the organization that contains `day` (the July-to-mid-June cycle), if any. */
export async function talkroundOn(db: Db, organizationId: number, day: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('talkrounds')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('process_type', '=', PROCESS_TYPES.PDP)
    .where('finished', '=', false)
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .orderBy('start_date', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** Notes the upload in the process's audit trail (not a workflow event: it moves no status). */
export async function recordUpload(trx: Db, document: PdpDocumentRow, statusId: number): Promise<void> {
  await trx
    .insertInto('process_events')
    .values({
      organization_id: document.organization_id,
      process_id: document.process_id,
      feedback_id: null,
      actor_id: document.uploaded_by,
      kind: 'pdpDocumentSaved',
      trigger: null,
      from_status: statusId,
      to_status: statusId,
      payload: JSON.stringify({ documentId: document.id, fileName: document.file_name }),
      at: document.uploaded_at,
    })
    .execute();
}
