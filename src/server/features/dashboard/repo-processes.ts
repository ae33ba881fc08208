import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { precompile } from '../../db/precompiled';

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
const ownIds = (q: CountsParams) => sql`
  select p.id from processes p
  where p.organization_id = ${q.org} and p.recipient_id = ${q.me} and p.process_type <> all(${q.hidden}::int[])
  union
  select p.id from processes p where p.organization_id = ${q.org} and p.mentor_id = ${q.me}
  union
  select f.process_id from feedbacks f where f.organization_id = ${q.org} and f.donor_id = ${q.me}`;

/**
 * How many processes per process type, status and dashboard group the user takes part in or oversees, in one
 * query (GET /Dashboard/GetProcesses): the own ones (unless hidden from recipients), those the user is mentor of
 * or a donor in, and those of the user's direct and indirect reports (a recursive CTE); with `all`, every
 * process of the organization. Counted per (type, status) first, then joined with the workflows' groups
 * (statuses without a group are not counted). Also answers whether the user has reports.
 */
export async function countProcessesByGroup(db: Db, q: CountsQuery): Promise<OrganizationCounts> {
  const params: CountsParams = {
    org: q.organizationId,
    me: q.userId,
    hidden: [...q.hiddenFromRecipient],
    groups: JSON.stringify(q.groups),
  };
  const rows = await (q.all ? allCounts : ownCounts).execute(db, params);
  return {
    rows: rows.flatMap((r) =>
      r.process_type === null || r.grp === null || r.status_id === null
        ? []
        : [{ process_type: r.process_type, status_id: r.status_id, grp: r.grp, count: Number(r.count) }],
    ),
    hasReports: rows[0]?.has_reports ?? false,
  };
}

type CountsParams = { org: number; me: number; hidden: number[]; groups: string };

const groupsOf = (q: CountsParams) => sql`groups as (
    select * from jsonb_to_recordset(${q.groups}::jsonb) as g("processType" int, "statusId" int, "group" int)
  )`;

/** Counted joined with the workflows' groups; one row even when nothing is counted (it carries hasReports). */
const answer = (counted: RawBuilder<unknown>, hasReports: RawBuilder<unknown>) => sql`
    select c.process_type, c.status_id, g."group" as grp, c.count, ${hasReports} as has_reports
    from (select 1) one
    left join ((${counted}) c join groups g on g."processType" = c.process_type and g."statusId" = c.status_id)
      on true
    order by c.process_type, g."group", c.status_id`;

// built and compiled once each (see precompile): the dashboard asks them on every visit
const allCounts = precompile(
  (_, q: CountsParams) => sql<CountRow>`
    with ${groupsOf(q)}
    ${answer(
      sql`select process_type, status_id, count(*) as count from processes
          where organization_id = ${q.org} group by process_type, status_id`,
      sql`exists (select 1 from users where organization_id = ${q.org} and supervisor_id = ${q.me})`,
    )}`,
);

const ownCounts = precompile(
  (_, q: CountsParams) => sql<CountRow>`
    with recursive reports(id, depth) as (
      select id, 1 from users where organization_id = ${q.org} and supervisor_id = ${q.me}
      union all
      select u.id, reports.depth + 1 from users u join reports on u.supervisor_id = reports.id
      where u.organization_id = ${q.org} and reports.depth < ${MAX_REPORT_DEPTH}
    ),
    team as (select distinct id from reports where id <> ${q.me}),
    ${groupsOf(q)},
    scoped as (
      select p.process_type, p.status_id from processes p join team t on t.id = p.recipient_id
      where p.organization_id = ${q.org}
      union all
      select p.process_type, p.status_id from processes p
      where p.organization_id = ${q.org} and p.id in (${ownIds(q)})
        and p.recipient_id not in (select id from team)
    )
    ${answer(
      sql`select process_type, status_id, count(*) as count from scoped group by process_type, status_id`,
      sql`exists (select 1 from team)`,
    )}`,
);
