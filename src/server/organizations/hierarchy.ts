import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

// A supervisor cycle in bad master data must not loop forever: the line stops after this many levels.
export const MAX_LINE_DEPTH = 25;

/** The supervisor line above a user: direct supervisor first, then theirs, ... (cycles cut). */
export async function supervisorLine(db: Db, organizationId: number, userId: number): Promise<number[]> {
  return (await lineAndMentorOf(db, organizationId, userId)).line;
}

/** One row of the line recursion: the user itself at depth 0 (with the mentor), supervisors above. */
export type LineRow = { id: number; depth: number; mentor_id: number | null };

/**
 * The recursive CTE `line(id, supervisor_id, mentor_id, depth)` of a user's supervisor line, starting at the
 * user's own row (which carries the mentor). For `with recursive`, alone or beside other CTEs.
 */
export function lineCte(organizationId: number, userId: number) {
  return sql`line(id, supervisor_id, mentor_id, depth) as (
      select id, supervisor_id, mentor_id, 0 from users where id = ${userId} and organization_id = ${organizationId}
      union all
      select u.id, u.supervisor_id, null::integer, line.depth + 1 from users u join line on u.id = line.supervisor_id
      where u.organization_id = ${organizationId} and line.depth < ${MAX_LINE_DEPTH}
    )`;
}

/** Pure. The line (direct supervisor first, cycles cut) and mentor from the rows of lineCte, by depth. */
export function lineFromRows(
  userId: number,
  rowsByDepth: readonly LineRow[],
): { line: number[]; mentorId: number | null } {
  const seen = new Set<number>([userId]);
  const line: number[] = [];
  for (const { id, depth } of rowsByDepth) {
    if (Number(depth) === 0) continue;
    if (seen.has(id)) break;
    seen.add(id);
    line.push(id);
  }
  return { line, mentorId: rowsByDepth.find((r) => Number(r.depth) === 0)?.mentor_id ?? null };
}

/**
 * A user's supervisor line (as supervisorLine) and mentor, in one query: the recursion starts at the user's
 * own row, which carries the mentor. An unknown user has an empty line and no mentor.
 */
export async function lineAndMentorOf(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<{ line: number[]; mentorId: number | null }> {
  const { rows } = await sql<LineRow>`
    with recursive ${lineCte(organizationId, userId)}
    select id, depth, mentor_id from line order by depth`.execute(db);
  return lineFromRows(userId, rows);
}

/** Everyone below a user (direct reports at depth 1), with their depth; cycles cut. */
export async function reportsOf(
  db: Db,
  organizationId: number,
  userId: number,
  maxDepth = MAX_LINE_DEPTH,
): Promise<Map<number, number>> {
  const { rows } = await sql<{ id: number; depth: number }>`
    with recursive reports(id, depth) as (
      select id, 1 from users where supervisor_id = ${userId} and organization_id = ${organizationId}
      union all
      select u.id, reports.depth + 1 from users u join reports on u.supervisor_id = reports.id
      where u.organization_id = ${organizationId} and reports.depth < ${Math.min(maxDepth, MAX_LINE_DEPTH)}
    )
    select id, min(depth) as depth from reports group by id`.execute(db);
  const result = new Map<number, number>();
  for (const { id, depth } of rows) if (id !== userId) result.set(id, Number(depth));
  return result;
}
