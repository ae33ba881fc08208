import { sql, type Kysely } from 'kysely';
import type { AnyFeedbackRow, Database, FeedbackRow, ProcessRow, UserRow } from '../db/database';
import { precompile } from '../db/precompiled';
import { conflict } from '../errors';
import { rowOfOrganization } from '../db/organization-row';

/** A transaction or the database: repos take either. */
export type Db = Kysely<Database>;

const dateText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

const PROCESS_COLUMNS = [
  'p.id',
  'p.organization_id',
  'p.process_type',
  'p.status_id',
  'p.recipient_id',
  'p.creator_id',
  'p.talkround_id',
  'p.title',
  'p.talk_date',
  'p.talk_date_reached',
  'p.mentor_id',
  'p.partner_id',
  'p.closed_reason_id',
  'p.closed_reason',
  'p.copied_from_id',
  'p.copy_key',
  'p.lock_version',
  'p.created_at',
  'p.updated_at',
] as const;

/** Every process column, dates as `YYYY-MM-DD` text. */
export function selectProcesses(db: Db) {
  return db
    .selectFrom('processes as p')
    .select(PROCESS_COLUMNS)
    .select([dateText('p.start_date').as('start_date'), dateText('p.end_date').as('end_date')]);
}

/** One process of the organization; undefined when missing or of another organization. */
export async function findProcess(
  db: Db,
  organizationId: number,
  id: number,
): Promise<ProcessRow | undefined> {
  return selectProcesses(db)
    .where(rowOfOrganization(organizationId, id, 'p'))
    .executeTakeFirst();
}

/**
 * Locks the process row for the rest of the transaction (`select ... for update`), so that actions on one
 * process run one after the other. Undefined when missing or of another organization.
 */
export async function lockProcess(
  trx: Db,
  organizationId: number,
  id: number,
): Promise<ProcessRow | undefined> {
  return lockStatement.executeTakeFirst(trx, { organizationId, id });
}

// built and compiled once: every action runs it (precompile)
const lockStatement = precompile((db, p: { organizationId: number; id: number }) =>
  selectProcesses(db).where('p.organization_id', '=', p.organizationId).where('p.id', '=', p.id).forUpdate(),
);

function processOfFeedback(db: Db, organizationId: number, feedbackId: number) {
  return selectProcesses(db)
    .where('p.organization_id', '=', organizationId)
    .where('p.id', '=', (eb) =>
      eb
        .selectFrom('feedbacks')
        .select('process_id')
        .where(rowOfOrganization(organizationId, feedbackId))
        .$narrowType<{ process_id: number }>(),
    );
}

/** The process of a feedback (one query); undefined for a missing, anonymous or foreign feedback. */
export async function findProcessOfFeedback(
  db: Db,
  organizationId: number,
  feedbackId: number,
): Promise<ProcessRow | undefined> {
  return processOfFeedback(db, organizationId, feedbackId).executeTakeFirst();
}

/** The locked process of a feedback, with that feedback's questionnaire as it was when the statement began. */
export type LockedProcessOfFeedback = ProcessRow & {
  /**
   * The feedback's form_id as this statement's snapshot saw it: a hint only. When the lock had to wait for
   * another transaction, that one may have changed the feedback; what counts is read after the lock.
   */
  form_id_hint: number | null;
};

/** Locks the process of a feedback (one query); undefined for a missing, anonymous or foreign feedback. */
export async function lockProcessOfFeedback(
  trx: Db,
  organizationId: number,
  feedbackId: number,
): Promise<LockedProcessOfFeedback | undefined> {
  return lockOfFeedbackStatement.executeTakeFirst(trx, { organizationId, feedbackId });
}

// built and compiled once: every save and every action on a feedback runs it (precompile)
const lockOfFeedbackStatement = precompile((db, p: { organizationId: number; feedbackId: number }) =>
  processOfFeedback(db, p.organizationId, p.feedbackId)
    .select((eb) =>
      eb
        .selectFrom('feedbacks')
        .select('form_id')
        .where('organization_id', '=', p.organizationId)
        .where('id', '=', p.feedbackId)
        .$narrowType<{ form_id: number | null }>()
        .as('form_id_hint'),
    )
    .forUpdate()
    .$castTo<LockedProcessOfFeedback>(),
);

/**
 * Stores a change of the process, bumping lock_version; the update names the version read under the lock, so
 * a change that slipped in between is refused (409) instead of overwritten.
 */
export async function updateProcess(
  trx: Db,
  process: ProcessRow,
  change: Partial<{
    status_id: number;
    talk_date: Date | null;
    talk_date_reached: boolean;
    closed_reason_id: number | null;
    closed_reason: string | null;
  }>,
): Promise<void> {
  const result = await trx
    .updateTable('processes')
    .set({ ...change, lock_version: process.lock_version + 1, updated_at: new Date() })
    .where('organization_id', '=', process.organization_id)
    .where('id', '=', process.id)
    .where('lock_version', '=', process.lock_version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw conflict('CONCURRENT_UPDATE', 'The process was changed at the same time; reload and try again.');
  }
}

/** The feedbacks of a process, by feedback type. */
export async function listFeedbacksOf(
  db: Db,
  organizationId: number,
  processId: number,
): Promise<FeedbackRow[]> {
  return db
    .selectFrom('feedbacks')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('process_id', '=', processId)
    .$narrowType<{ process_id: number }>()
    .orderBy('feedback_type')
    .orderBy('id')
    .execute();
}

export type FeedbackChange = Partial<{
  status: number;
  is_in_progress: boolean;
  is_submitted: boolean;
  submitted_at: Date | null;
  approved_at: Date | null;
  veto_comment: string | null;
  form_id: number | null;
}>;

/** Stores a change of one feedback and sets its updated_at to `at` (now by default). */
export async function updateFeedback(
  trx: Db,
  feedback: Pick<AnyFeedbackRow, 'organization_id' | 'id'>,
  change: FeedbackChange,
  at = new Date(),
): Promise<void> {
  await trx
    .updateTable('feedbacks')
    .set({ ...change, updated_at: at })
    .where('organization_id', '=', feedback.organization_id)
    .where('id', '=', feedback.id)
    .execute();
}

/** Stores one change on every feedback of the process and sets their updated_at to `at`. */
export async function updateFeedbacksOfProcess(
  trx: Db,
  process: Pick<ProcessRow, 'organization_id' | 'id'>,
  change: FeedbackChange,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('feedbacks')
    .set({ ...change, updated_at: at })
    .where('organization_id', '=', process.organization_id)
    .where('process_id', '=', process.id)
    .execute();
}

/** Gives a feedback another questionnaire version; its updated_at stays. */
export async function setFeedbackForm(
  trx: Db,
  feedback: Pick<AnyFeedbackRow, 'organization_id' | 'id'>,
  formId: number,
): Promise<void> {
  await trx
    .updateTable('feedbacks')
    .set({ form_id: formId })
    .where('organization_id', '=', feedback.organization_id)
    .where('id', '=', feedback.id)
    .execute();
}

/** The process (null for an anonymous one) of each of the given feedbacks (not empty) of the organization. */
export async function listProcessIdsOfFeedbacks(
  db: Db,
  organizationId: number,
  feedbackIds: readonly number[],
) {
  return db
    .selectFrom('feedbacks')
    .select(['id', 'process_id'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...feedbackIds])
    .execute();
}

/** Sets the status of every feedback of the process except one (the workflow's feedback status option). */
export async function setFeedbackStatuses(
  trx: Db,
  process: ProcessRow,
  status: number,
  exceptFeedbackId: number | null,
): Promise<void> {
  let query = trx
    .updateTable('feedbacks')
    .set({ status, updated_at: new Date() })
    .where('organization_id', '=', process.organization_id)
    .where('process_id', '=', process.id);
  if (exceptFeedbackId !== null) query = query.where('id', '<>', exceptFeedbackId);
  await query.execute();
}

export type NewProcessEvent = {
  feedbackId: number | null;
  actorId: number | null;
  kind: string;
  trigger: number | null;
  fromStatus: number | null;
  toStatus: number | null;
  payload: Record<string, unknown>;
  at: Date;
};

/** Appends an entry to the process's audit trail. */
export async function insertProcessEvent(
  trx: Db,
  process: ProcessRow,
  event: NewProcessEvent,
): Promise<void> {
  await trx
    .insertInto('process_events')
    .values({
      organization_id: process.organization_id,
      process_id: process.id,
      feedback_id: event.feedbackId,
      actor_id: event.actorId,
      kind: event.kind,
      trigger: event.trigger,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      payload: JSON.stringify(event.payload),
      at: event.at,
    })
    .execute();
}

/** An employee of the organization; undefined when missing or of another organization. */
export async function findUser(db: Db, organizationId: number, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(rowOfOrganization(organizationId, id)).executeTakeFirst();
}

// The hierarchy queries are shared with other features (users, promotions, ...).
export { reportsOf, supervisorLine } from '../organizations/hierarchy';
