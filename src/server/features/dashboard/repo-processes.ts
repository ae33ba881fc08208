import { sql, type Kysely, type RawBuilder } from 'kysely';
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

/** Counts per type, status and group, and whether the user has reports. */
export type OrganizationCounts = {
  rows: { process_type: number; status_id: number; grp: number; count: number }[];
  hasReports: boolean;
};

type CountRow = {
  process_type: number | null;
  status_id: number | null;
  grp: number | null;
  count: string | number;
  has_reports: boolean;
};

/** The processes the user takes part in besides their reports': own (unless hidden), as mentor or donor. */
const ownIds = (q: CountsQuery) => sql`
  select p.id from processes p
  where p.organization_id = ${q.organizationId} and p.recipient_id = ${q.userId} and p.process_type not in (
    select value::int from jsonb_array_elements_text(${JSON.stringify(q.hiddenFromRecipient)}::jsonb))
  union
  select p.id from processes p where p.organization_id = ${q.organizationId} and p.mentor_id = ${q.userId}
  union
  select f.process_id from feedbacks f where f.organization_id = ${q.organizationId} and f.donor_id = ${q.userId}`;

/**
 * How many processes per process type, status and dashboard group the user takes part in or oversees, in one
 * query (GET /Dashboard/GetProcesses): the own ones (unless hidden from recipients), those the user is mentor of
 * or a donor in, and those of the user's direct and indirect reports (a recursive CTE); with `all`, every
 * process of the organization. Counted per (type, status) first, then joined with the workflows' groups
 * (statuses without a group are not counted). Also answers whether the user has reports.
 */
export async function countProcessesByGroup(db: Db, q: CountsQuery): Promise<OrganizationCounts> {
  const { organizationId: org, userId: me } = q;
  const groups = sql`groups as (
      select * from jsonb_to_recordset(${JSON.stringify(q.groups)}::jsonb)
        as g("processType" int, "statusId" int, "group" int)
    )`;
  const answer = (counted: RawBuilder<unknown>, hasReports: RawBuilder<unknown>) => sql`
    select c.process_type, c.status_id, g."group" as grp, c.count, ${hasReports} as has_reports
    from (select 1) one
    left join ((${counted}) c join groups g on g."processType" = c.process_type and g."statusId" = c.status_id)
      on true
    order by c.process_type, g."group", c.status_id`;
  const query = q.all
    ? sql<CountRow>`
      with ${groups}
      ${answer(
        sql`select process_type, status_id, count(*) as count from processes
            where organization_id = ${org} group by process_type, status_id`,
        sql`exists (select 1 from users where organization_id = ${org} and supervisor_id = ${me})`,
      )}`
    : sql<CountRow>`
      with recursive reports(id, depth) as (
        select id, 1 from users where organization_id = ${org} and supervisor_id = ${me}
        union all
        select u.id, reports.depth + 1 from users u join reports on u.supervisor_id = reports.id
        where u.organization_id = ${org} and reports.depth < ${MAX_REPORT_DEPTH}
      ),
      team as (select distinct id from reports where id <> ${me}),
      ${groups},
      scoped as (
        select p.process_type, p.status_id from processes p join team t on t.id = p.recipient_id
        where p.organization_id = ${org}
        union all
        select p.process_type, p.status_id from processes p
        where p.organization_id = ${org} and p.id in (${ownIds(q)})
          and p.recipient_id not in (select id from team)
      )
      ${answer(
        sql`select process_type, status_id, count(*) as count from scoped group by process_type, status_id`,
        sql`exists (select 1 from team)`,
      )}`;
  const { rows } = await query.execute(db);
  return {
    rows: rows.flatMap((r) =>
      r.process_type === null || r.grp === null || r.status_id === null
        ? []
        : [{ process_type: r.process_type, status_id: r.status_id, grp: r.grp, count: Number(r.count) }],
    ),
    hasReports: rows[0]?.has_reports ?? false,
  };
}
