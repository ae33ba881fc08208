import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, FeedbackRow, ProcessRow } from '../db/database';
import { lineCte, type LineRow } from '../organizations/hierarchy';
import type { Db } from './repo';

/** A condition on `processes as p` (the alias of selectProcesses). */
type ProcessCondition = ExpressionBuilder<Database & { p: Database['processes'] }, 'p'>;

/**
 * A query fragment: the processes a user acts in besides being their recipient: as the process's mentor, as
 * the donor of one of its feedbacks, or as the recipient's direct supervisor (the processes of GET
 * /Feedbacks/list and the tasks).
 */
export function actsInProcess(eb: ProcessCondition, organizationId: number, userId: number) {
  return eb.or([
    eb('p.mentor_id', '=', userId),
    eb.exists(
      eb
        .selectFrom('feedbacks as f')
        .select('f.id')
        .whereRef('f.process_id', '=', 'p.id')
        .where('f.donor_id', '=', userId),
    ),
    eb.exists(
      eb
        .selectFrom('users as r')
        .select('r.id')
        .whereRef('r.id', '=', 'p.recipient_id')
        .where('r.organization_id', '=', organizationId)
        .where('r.supervisor_id', '=', userId),
    ),
  ]);
}

/** A feedback of a process carrying the recipient's supervisor line (see listFeedbacksWithLine). */
export type FeedbackWithLineRow = FeedbackRow & { line_rows: LineRow[]; has_feedback: boolean };

/**
 * The feedbacks of a process (by type, then id) and the recipient's supervisor line with the mentor, in one
 * query: one row per feedback, each carrying the rows of lineCte (by depth) as JSON in `line_rows`; a process
 * without feedbacks gives one row with `has_feedback` false, which still carries the line.
 */
export async function listFeedbacksWithLine(
  trx: Db,
  process: Pick<ProcessRow, 'organization_id' | 'id' | 'recipient_id'>,
): Promise<FeedbackWithLineRow[]> {
  const { rows } = await sql<FeedbackWithLineRow>`
    with recursive ${lineCte(process.organization_id, process.recipient_id)},
    chain as (select coalesce(json_agg(json_build_object('id', id, 'depth', depth, 'mentor_id', mentor_id) order by depth), '[]'::json) as line_rows from line)
    select chain.line_rows, f.id is not null as has_feedback, f.*
    from chain left join feedbacks f on f.organization_id = ${process.organization_id} and f.process_id = ${process.id}
    order by f.feedback_type, f.id`.execute(trx);
  return rows;
}

/** The names of the given employees of the organization (`ids` not empty). */
export async function listPeople(db: Db, organizationId: number, ids: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'shorthand'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The employee `menteeId` when `mentorId` is their mentor; undefined otherwise. */
export async function findMentee(db: Db, organizationId: number, mentorId: number, menteeId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', menteeId)
    .where('mentor_id', '=', mentorId)
    .executeTakeFirst();
}

/** The direct reports of a supervisor. */
export async function listDirectReports(db: Db, organizationId: number, supervisorId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('supervisor_id', '=', supervisorId)
    .execute();
}
