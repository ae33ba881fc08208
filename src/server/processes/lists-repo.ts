import type { FeedbackRow, ProcessRow } from '../db/database';
import { actsInProcess } from './participants-repo';
import { selectProcesses, type Db } from './repo';

/** The organization's processes, newest first; the lists add their conditions. */
const newestOfOrganization = (db: Db, organizationId: number) =>
  selectProcesses(db)
    .where('p.organization_id', '=', organizationId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');

/** The processes of one recipient, newest first. */
export async function listProcessesOf(
  db: Db,
  organizationId: number,
  recipientId: number,
): Promise<ProcessRow[]> {
  return newestOfOrganization(db, organizationId).where('p.recipient_id', '=', recipientId).execute();
}

/** The processes of others a user acts in (see actsInProcess), newest first. */
export async function listProcessesActedIn(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<ProcessRow[]> {
  return newestOfOrganization(db, organizationId)
    .where('p.recipient_id', '<>', userId)
    .where((eb) => actsInProcess(eb, organizationId, userId))
    .execute();
}

/** The processes of the given recipients (not empty), optionally of one status and type, newest first. */
export async function listProcessesOfReports(
  db: Db,
  organizationId: number,
  recipientIds: readonly number[],
  filter: { statusId?: number; processType?: number },
): Promise<ProcessRow[]> {
  let query = newestOfOrganization(db, organizationId).where('p.recipient_id', 'in', [...recipientIds]);
  if (filter.statusId !== undefined) query = query.where('p.status_id', '=', filter.statusId);
  if (filter.processType !== undefined) query = query.where('p.process_type', '=', filter.processType);
  return query.execute();
}

/**
 * The processes of one type, newest first and at most 5000: of every recipient when `recipientIds` is null,
 * else of those (not empty).
 */
export async function listProcessesByType(
  db: Db,
  organizationId: number,
  processType: number,
  recipientIds: readonly number[] | null,
): Promise<ProcessRow[]> {
  let query = newestOfOrganization(db, organizationId).where('p.process_type', '=', processType);
  if (recipientIds !== null) query = query.where('p.recipient_id', 'in', [...recipientIds]);
  return query.limit(5000).execute();
}

/** The processes a user is the recipient of or acts in (see actsInProcess), by id. */
export async function listProcessesTakenPartIn(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<ProcessRow[]> {
  return selectProcesses(db)
    .where('p.organization_id', '=', organizationId)
    .where((eb) => eb.or([eb('p.recipient_id', '=', userId), actsInProcess(eb, organizationId, userId)]))
    .orderBy('p.id')
    .execute();
}

/** The processes of the given recipients (not empty), in no particular order. */
export async function listProcessesOfRecipients(
  db: Db,
  organizationId: number,
  recipientIds: readonly number[],
): Promise<ProcessRow[]> {
  return selectProcesses(db)
    .where('p.organization_id', '=', organizationId)
    .where('p.recipient_id', 'in', [...recipientIds])
    .execute();
}

/** The feedbacks of the given processes (not empty); the lists add their conditions and order. */
const feedbacksOf = (db: Db, organizationId: number, processIds: readonly number[]) =>
  db
    .selectFrom('feedbacks')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('process_id', 'in', [...processIds])
    .$narrowType<{ process_id: number }>();

/** The feedbacks of the given processes, by feedback type, then id; none for no processes. */
export async function listFeedbacksOfProcesses(
  db: Db,
  organizationId: number,
  processIds: readonly number[],
): Promise<FeedbackRow[]> {
  if (processIds.length === 0) return [];
  return feedbacksOf(db, organizationId, processIds).orderBy('feedback_type').orderBy('id').execute();
}

/** The feedbacks with a form of the given processes (not empty), the most recently changed first. */
export async function listFeedbacksWithForm(
  db: Db,
  organizationId: number,
  processIds: readonly number[],
): Promise<FeedbackRow[]> {
  return feedbacksOf(db, organizationId, processIds)
    .where('form_id', 'is not', null)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
