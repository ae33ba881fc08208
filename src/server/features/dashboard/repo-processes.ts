import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;

// A supervisor cycle in bad master data must not loop forever: the recursion stops after this many levels.
const MAX_REPORT_DEPTH = 25;

/** A status's dashboard group in a process type's workflow (SPEC §4). */
export type GroupOfStatus = { processType: number; statusId: number; group: number };

export type CountsQuery = {
  organizationId: number;
  userId: number;
  /** every process of the organization (readers of all processes) */
  all: boolean;
  hiddenFromRecipient: readonly number[];
  groups: readonly GroupOfStatus[];
};

/**
 * How many processes per process type and dashboard group the user takes part in or oversees, in one query
 * (GET /Dashboard/GetProcesses): the own ones (unless hidden from recipients), those the user is mentor of or a
 * donor in, and those of the user's direct and indirect reports (a recursive CTE); with `all`, every process of
 * the organization. The groups come from the workflows (statuses without a group are not counted). Also
 * answers whether the user has reports.
 */
export async function countProcessesByGroup(
  db: Db,
  q: CountsQuery,
): Promise<{
  rows: { process_type: number; status_id: number; grp: number; count: number }[];
  hasReports: boolean;
}> {
  const { organizationId: org, userId: me } = q;
  const { rows } = await sql<{
    process_type: number | null;
    status_id: number | null;
    grp: number | null;
    count: string | number;
    has_reports: boolean;
  }>`
    with recursive reports(id, depth) as (
      select id, 1 from users where organization_id = ${org} and supervisor_id = ${me}
      union all
      select u.id, reports.depth + 1 from users u join reports on u.supervisor_id = reports.id
      where u.organization_id = ${org} and reports.depth < ${MAX_REPORT_DEPTH}
    ),
    groups as (
      select * from jsonb_to_recordset(${JSON.stringify(q.groups)}::jsonb)
        as g("processType" int, "statusId" int, "group" int)
    ),
    counted as (
      select p.process_type, p.status_id, g."group" as grp, count(*) as count
      from processes p
      join groups g on g."processType" = p.process_type and g."statusId" = p.status_id
      where p.organization_id = ${org} and (
        ${q.all}
        or (p.recipient_id = ${me} and p.process_type not in (
          select value::int from jsonb_array_elements_text(${JSON.stringify(q.hiddenFromRecipient)}::jsonb)))
        or p.recipient_id in (select id from reports where id <> ${me})
        or p.mentor_id = ${me}
        or exists (select 1 from feedbacks f where f.organization_id = ${org} and f.process_id = p.id and f.donor_id = ${me})
      )
      group by p.process_type, p.status_id, g."group"
    )
    select c.process_type, c.status_id, c.grp, c.count, exists (select 1 from reports) as has_reports
    from (select 1) one left join counted c on true
    order by c.process_type, c.grp, c.status_id`.execute(db);
  return {
    rows: rows.flatMap((r) =>
      r.process_type === null || r.grp === null
        ? []
        : [{ process_type: r.process_type, status_id: r.status_id!, grp: r.grp, count: Number(r.count) }],
    ),
    hasReports: rows[0]?.has_reports ?? false,
  };
}
