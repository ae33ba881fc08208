import { sql, type ExpressionBuilder, type OperationNodeSource } from 'kysely';
import type { Database, FeedbackRow, ProcessRow } from '../db/database';
import { MAX_LINE_DEPTH, lineCte, type LineRow } from '../organizations/hierarchy';
import type { Db } from './repo';
import { rowOfOrganization } from '../db/organization-row';

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
  /**
   * Data-modifying statements to run in the same statement (as CTEs, one round trip instead of one each). The
   * rows read are those from before them: a statement does not see its own CTEs' changes.
   */
  along: readonly OperationNodeSource[] = [],
): Promise<FeedbackWithLineRow[]> {
  const write = along.map((statement, i) => sql`, ${sql.id(`written_${i}`)} as (${statement})`);
  const writes = write.length > 0 ? sql.join(write, sql``) : sql``;
  const { rows } = await sql<FeedbackWithLineRow>`
    with recursive ${lineCte(process.organization_id, process.recipient_id)},
    chain as (select coalesce(json_agg(json_build_object('id', id, 'depth', depth, 'mentor_id', mentor_id) order by depth), '[]'::json) as line_rows from line)${writes}
    select chain.line_rows, f.id is not null as has_feedback, f.*
    from chain left join feedbacks f on f.organization_id = ${process.organization_id} and f.process_id = ${process.id}
    order by f.feedback_type, f.id`.execute(trx);
  return rows;
}

/** The employee `menteeId` when `mentorId` is their mentor; undefined otherwise. */
export async function findMentee(db: Db, organizationId: number, mentorId: number, menteeId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where(rowOfOrganization(organizationId, menteeId))
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

/** A process as readProcessOfFeedback answers it: the row, its feedbacks, the line and the names. */
export type ProcessReading = {
  process: ProcessRow;
  rows: FeedbackWithLineRow[];
  /** the recipient, mentor, partner and donors of the process */
  people: { id: number; first_name: string; last_name: string; shorthand: string }[];
};

type ReadingRow = FeedbackWithLineRow & {
  process_json: Omit<ProcessRow, 'talk_date' | 'created_at' | 'updated_at'> & {
    talk_date: string | null;
    created_at: string;
    updated_at: string;
  };
  people_json: ProcessReading['people'];
};

/**
 * The process of a feedback with everything a read of it needs, in one statement (was three round trips: the
 * process, its feedbacks with the line, the names; a read on PGlite waits for everyone's queries before it):
 * one row per feedback as listFeedbacksWithLine, each also carrying the process and the names as JSON.
 * Undefined for a missing, anonymous or foreign feedback. Not for actions: they lock the process first.
 */
export async function readProcessOfFeedback(
  db: Db,
  organizationId: number,
  feedbackId: number,
): Promise<ProcessReading | undefined> {
  const o = organizationId;
  const { rows } = await sql<ReadingRow>`
    with recursive p as (
      select p.id, p.organization_id, p.process_type, p.status_id, p.recipient_id, p.creator_id, p.talkround_id,
        p.title, p.talk_date, p.talk_date_reached, p.mentor_id, p.partner_id, p.closed_reason_id, p.closed_reason,
        p.copied_from_id, p.copy_key, p.lock_version, p.created_at, p.updated_at,
        to_char(p.start_date, 'YYYY-MM-DD') as start_date, to_char(p.end_date, 'YYYY-MM-DD') as end_date
      from processes p
      where p.organization_id = ${o}
        and p.id = (select process_id from feedbacks where organization_id = ${o} and id = ${feedbackId})
    ),
    line(id, supervisor_id, mentor_id, depth) as (
      select id, supervisor_id, mentor_id, 0 from users where id = (select recipient_id from p) and organization_id = ${o}
      union all
      select u.id, u.supervisor_id, null::integer, line.depth + 1 from users u join line on u.id = line.supervisor_id
      where u.organization_id = ${o} and line.depth < ${MAX_LINE_DEPTH}
    ),
    chain as (select coalesce(json_agg(json_build_object('id', id, 'depth', depth, 'mentor_id', mentor_id) order by depth), '[]'::json) as line_rows from line),
    named as (
      select coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'shorthand', u.shorthand)), '[]'::json) as people_json
      from users u
      where u.organization_id = ${o}
        and u.id in (
          select recipient_id from p union select mentor_id from p union select partner_id from p
          union select donor_id from feedbacks where organization_id = ${o} and process_id = (select id from p)
        )
    )
    select to_json(p) as process_json, named.people_json, chain.line_rows, f.id is not null as has_feedback, f.*
    from p cross join chain cross join named
    left join feedbacks f on f.organization_id = ${o} and f.process_id = p.id
    order by f.feedback_type, f.id`.execute(db);
  const first = rows[0];
  if (!first) return undefined;
  const { talk_date, created_at, updated_at, ...columns } = first.process_json;
  // JSON carries the timestamps as text
  const process: ProcessRow = {
    ...columns,
    talk_date: talk_date === null ? null : new Date(talk_date),
    created_at: new Date(created_at),
    updated_at: new Date(updated_at),
  };
  const feedbackRows = rows.map(
    ({ process_json: _p, people_json: _n, ...row }) => row as FeedbackWithLineRow,
  );
  return { process, rows: feedbackRows, people: first.people_json };
}
