import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { genericPlan } from '../../db/prepared-statements';
import { precompile } from '../../db/precompiled';

type Db = Kysely<Database>;

/** One row of the user's dates (see listDates). */
export type DateRow = {
  type: number;
  at: Date | null;
  day: string | null;
  process_id: number | null;
  process_type: number;
  talkround_id: number | null;
  title: Record<string, string> | null;
  name: string | null;
  recipient_id: number | null;
  first_name: string | null;
  last_name: string | null;
  shorthand: string | null;
};

export type DatesQuery = {
  organizationId: number;
  userId: number;
  /** process types whose workflow hides the process from its recipient */
  hiddenFromRecipient: readonly number[];
  /** every unfinished talkround of the organization, not only those of the user's processes (HR) */
  allTalkrounds: boolean;
  /** civil dates, both inclusive */
  from: string;
  to: string;
};

/**
 * The user's dates in one query (GET /Dashboard/GetDates, the calendar feed): of the processes the user is the
 * recipient of (unless hidden from recipients), the mentor of, a donor in, or the direct supervisor of the
 * recipient — a union of four index lookups that reads the process rows themselves, never a scan of the
 * organization's processes — 1 their talk dates, 2 and 3 the start and end of their unfinished talkrounds
 * (one pass over those talkrounds; every unfinished talkround of the organization for HR), 4 the review dates of their PDPs, between `from` and `to` (instants with
 * a day's margin: the service cuts by the organization's days). The statement stays small on purpose: under
 * load PostgreSQL's planning costs more than running it: on PostgreSQL it runs as a prepared statement on a
 * generic plan (planned once per connection; PostgreSQL's own choice kept planning it anew for HR), and it is
 * built and compiled once (precompile): only the values change from request to request.
 */
export async function listDates(db: Db, q: DatesQuery): Promise<DateRow[]> {
  return datesStatement.execute(db, {
    org: q.organizationId,
    me: q.userId,
    hidden: [...q.hiddenFromRecipient],
    allRounds: q.allTalkrounds,
    from: q.from,
    to: q.to,
  });
}

type DatesParams = {
  org: number;
  me: number;
  hidden: number[];
  allRounds: boolean;
  from: string;
  to: string;
};

const datesStatement = precompile((db, q: DatesParams) => {
  const { org, me } = q;
  const columns = sql`p.id, p.process_type, p.recipient_id, p.title, p.talk_date, p.talkround_id`;
  return sql<DateRow>`${genericPlan}
    with mine as (
      select ${columns} from processes p
      where p.organization_id = ${org} and p.recipient_id = ${me} and p.process_type <> all(${q.hidden}::int[])
      union
      select ${columns} from processes p where p.organization_id = ${org} and p.mentor_id = ${me}
      union
      select ${columns} from feedbacks f join processes p on p.id = f.process_id
      where f.organization_id = ${org} and f.donor_id = ${me} and p.organization_id = ${org}
      union
      select ${columns} from users r join processes p on p.organization_id = ${org} and p.recipient_id = r.id
      where r.organization_id = ${org} and r.supervisor_id = ${me}
    )
    select d.*, u.first_name, u.last_name, u.shorthand
    from (
      select 1 as type, m.talk_date as at, null::text as day, m.id as process_id, m.process_type,
        m.talkround_id, m.title, null::text as name, m.recipient_id
      from mine m
      where m.talk_date >= ${q.from}::date - 1 and m.talk_date < ${q.to}::date + 2
      union all
      select v.type, null, to_char(v.day, 'YYYY-MM-DD'), null, t.process_type, t.id, null, t.name, null
      from talkrounds t cross join lateral (values (2, t.start_date), (3, t.end_date)) v(type, day)
      where t.organization_id = ${org} and not t.finished
        and (${q.allRounds}::boolean or t.id in (select talkround_id from mine))
        and v.day between ${q.from}::date and ${q.to}::date
      union all
      select 4, r.review_at, null, m.id, m.process_type, m.talkround_id, m.title, null, m.recipient_id
      from pdp_reviews r join mine m on m.id = r.process_id
      where r.organization_id = ${org} and m.process_type = 2
        and r.review_at >= ${q.from}::date - 1 and r.review_at < ${q.to}::date + 2
    ) d
    left join users u on u.organization_id = ${org} and u.id = d.recipient_id
    order by coalesce(d.at, d.day::date), d.type, d.process_id, d.talkround_id`;
});
