import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

// A supervisor cycle in bad master data must not loop forever: the line stops after this many levels.
const MAX_LINE_DEPTH = 25;

/** The supervisor line above a user: direct supervisor first, then theirs, ... (cycles cut). */
export async function supervisorLine(db: Db, organizationId: number, userId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number; depth: number }>`
    with recursive line(id, supervisor_id, depth) as (
      select id, supervisor_id, 0 from users where id = ${userId} and organization_id = ${organizationId}
      union all
      select u.id, u.supervisor_id, line.depth + 1 from users u join line on u.id = line.supervisor_id
      where u.organization_id = ${organizationId} and line.depth < ${MAX_LINE_DEPTH}
    )
    select id, depth from line where depth > 0 order by depth`.execute(db);
  const seen = new Set<number>([userId]);
  const line: number[] = [];
  for (const { id } of rows) {
    if (seen.has(id)) break;
    seen.add(id);
    line.push(id);
  }
  return line;
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
