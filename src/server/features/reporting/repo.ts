import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../../engine/constants';
import type { Database } from '../../db/database';
import type { ReportFilters, ReportReader } from './filters';
import { rowOfOrganization } from '../../db/organization-row';

type Db = Kysely<Database>;

// A supervisor cycle in bad master data must not loop forever (as in the organization's hierarchy module).
const MAX_DEPTH = 25;

/** `x in (ids)` for a list of integers, as one JSON parameter (the same text on PostgreSQL and PGlite). */
const inIds = (ids: readonly number[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::integer)`;

/**
 * The CTE `scope_users`: the employees a reader reports on — the whole organization, or the reader's direct
 * and indirect reports (recursive over users.supervisor_id) — narrowed by the unit, location and position
 * filters. Used after `with recursive`.
 */
function scopeCte(reader: ReportReader, filters: ReportFilters): RawBuilder<unknown> {
  const o = reader.organizationId;
  const where = sql.join(
    [
      sql`u.organization_id = ${o}`,
      ...(filters.hierarchy !== undefined ? [sql`u.hierarchy = ${filters.hierarchy}`] : []),
      ...(filters.location !== undefined ? [sql`u.location = ${filters.location}`] : []),
      ...(filters.position !== undefined ? [sql`u.position = ${filters.position}`] : []),
    ],
    sql` and `,
  );
  if (reader.scope === 'organization') return sql`scope_users as (select u.* from users u where ${where})`;
  return sql`line_ids(id, depth) as (
      select id, 1 from users where supervisor_id = ${reader.userId} and organization_id = ${o}
      union all
      select u.id, l.depth + 1 from users u join line_ids l on u.supervisor_id = l.id
      where u.organization_id = ${o} and l.depth < ${MAX_DEPTH}
    ),
    scope_users as (select u.* from users u where ${where} and u.id <> ${reader.userId}
                    and u.id in (select id from line_ids))`;
}

/** The conditions on `p` (processes) of a report: organization, type, talkround, period, recipients. */
function processWhere(
  reader: ReportReader,
  processTypes: readonly number[],
  filters: ReportFilters,
  recipientIds?: readonly number[],
): RawBuilder<unknown> {
  return sql.join(
    [
      sql`p.organization_id = ${reader.organizationId}`,
      sql`p.process_type in ${inIds(processTypes)}`,
      ...(filters.talkroundId !== undefined ? [sql`p.talkround_id = ${filters.talkroundId}`] : []),
      ...(filters.from !== undefined ? [sql`p.end_date >= ${filters.from}::date`] : []),
      ...(filters.to !== undefined ? [sql`p.start_date <= ${filters.to}::date`] : []),
      ...(recipientIds !== undefined ? [sql`p.recipient_id in ${inIds(recipientIds)}`] : []),
    ],
    sql` and `,
  );
}

/** Whether a talkround of the organization exists (a filter naming another one is refused). */
export async function talkroundExists(db: Db, organizationId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('talkrounds')
    .select('id')
    .where(rowOfOrganization(organizationId, id))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user supervises anyone in the organization. */
export async function hasReports(db: Db, organizationId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('supervisor_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Of the asked recipient ids: those of the organization (`known`) and, of these, those in the reader's scope
 * (without the unit, location and position filters).
 */
export async function recipientsInScope(db: Db, reader: ReportReader, ids: readonly number[]) {
  const { rows } = await sql<{ id: number; in_scope: boolean }>`
    with recursive ${scopeCte(reader, {})}
    select u.id, u.id in (select id from scope_users) as in_scope
    from users u where u.organization_id = ${reader.organizationId} and u.id in ${inIds(ids)}`.execute(db);
  return rows;
}

/**
 * The processes whose recipient is in `scope_users` (as `p`), with the recipient (`u`) and the recipient's
 * supervisor (`s`), whom `personColumns` and the status report's groups read. Used after `from`.
 */
const scopedProcesses = sql`processes p
    join scope_users u on u.id = p.recipient_id
    left join users s on s.id = u.supervisor_id`;

/** Processes per (group, status) of the status report: group by the recipient's unit (1) or supervisor (2). */
export async function statusCounts(
  db: Db,
  reader: ReportReader,
  reportType: 1 | 2,
  processType: number,
  filters: ReportFilters,
) {
  const group =
    reportType === 1
      ? sql`u.hierarchy as group_key, u.hierarchy as group_label`
      : sql`coalesce(s.id::text, '') as group_key,
            coalesce(s.last_name || ', ' || s.first_name, '') as group_label`;
  const { rows } = await sql<{ group_key: string; group_label: string; status_id: number; count: string }>`
    with recursive ${scopeCte(reader, filters)}
    select ${group}, p.status_id, count(*) as count
    from ${scopedProcesses}
    where ${processWhere(reader, [processType], filters)}
    group by 1, 2, 3
    order by 2, 1, 3`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** What `personColumns` selects. */
export type PersonRow = {
  recipient_id: number;
  first_name: string;
  last_name: string;
  shorthand: string;
  hierarchy: string;
  location: string;
  supervisor_name: string;
};

/** The person columns every per-process report carries: the recipient and their supervisor's name. */
const personColumns = sql`u.id as recipient_id, u.first_name, u.last_name, u.shorthand, u.hierarchy, u.location,
  coalesce(s.last_name || ', ' || s.first_name, '') as supervisor_name`;

/** A row of the PDP report (pdpPage). */
export type PdpRow = PersonRow & {
  id: number;
  status_id: number;
  last_review: string | null;
  next_review: string | null;
  file_name: string | null;
  uploaded_at: string | null;
};

/** A row of the career development report (careerPage). */
export type CareerRow = PersonRow & {
  id: number;
  status_id: number;
  hardfacts_state: number | null;
  career: {
    careerPath?: number;
    developmentType?: number;
    targetPosition?: string;
    targetDate?: string;
  } | null;
  position_title: Record<string, string> | null;
};

/**
 * One page (keyset by process id) of the PDP report: status, review dates, the current document. The review
 * dates are those of the PDP screen (pdp/service.ts reviewDatesOf): the reviews set through the PDP and the
 * process's talk date, each on its day in the organization's time zone.
 */
export async function pdpPage(
  db: Db,
  reader: ReportReader,
  filters: ReportFilters,
  page: { afterId: number; limit: number; timeZone: string },
) {
  const reviews = sql`(select r.review_at as at from pdp_reviews r where r.process_id = p.id
      union select p.talk_date where p.talk_date is not null) v`;
  const { rows } = await sql<PdpRow>`
    with recursive ${scopeCte(reader, filters)}
    select p.id, p.status_id, ${personColumns},
      (select to_char(max(v.at) at time zone ${page.timeZone}, 'YYYY-MM-DD') from ${reviews}
        where v.at <= now()) as last_review,
      (select to_char(min(v.at) at time zone ${page.timeZone}, 'YYYY-MM-DD') from ${reviews}
        where v.at > now()) as next_review,
      d.file_name, to_char(d.uploaded_at, 'YYYY-MM-DD') as uploaded_at
    from ${scopedProcesses}
    left join pdp_documents d on d.process_id = p.id and d.archived_at is null
    where ${processWhere(reader, [PROCESS_TYPES.PDP], filters)} and p.id > ${page.afterId}
    order by p.id
    limit ${page.limit}`.execute(db);
  return rows;
}

/** One page of the career development report: the nomination's career data, hardfacts and status. */
export async function careerPage(
  db: Db,
  reader: ReportReader,
  filters: ReportFilters,
  afterId: number,
  limit: number,
) {
  const { rows } = await sql<CareerRow>`
    with recursive ${scopeCte(reader, filters)}
    select p.id, p.status_id, ${personColumns}, ps.hardfacts_state, c.data as career, cp.title as position_title
    from ${scopedProcesses}
    left join promotion_states ps on ps.process_id = p.id
    left join feedbacks f on f.process_id = p.id and f.feedback_type = ${FEEDBACK_TYPES.documentation}
    left join lateral (select cd.data from feedback_career_data cd where cd.feedback_id = f.id
                       order by cd.element_id limit 1) c on true
    left join career_positions cp on cp.organization_id = p.organization_id and cp.key = c.data ->> 'targetPosition'
    where ${processWhere(reader, [PROCESS_TYPES.PROMOTION], filters)} and p.id > ${afterId}
    order by p.id
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * One page of the actions report: the rows of the action fields (table rows with an `action` cell) and the
 * goals written in the processes of the given types. Keyset by (process id, kind, position, key).
 */
export async function actionsPage(
  db: Db,
  reader: ReportReader,
  processTypes: readonly number[],
  filters: ReportFilters,
  after: ActionKey | null,
  limit: number,
) {
  const a = after ?? { processId: 0, kind: '', position: -1, key: '' };
  const { rows } = await sql<ActionRow>`
    with recursive ${scopeCte(reader, filters)},
    chosen as (
      select p.id, p.process_type, p.status_id, ${personColumns}
      from ${scopedProcesses}
      where ${processWhere(reader, processTypes, filters)}
    ),
    items as (
      select c.id as process_id, 'action' as kind, ti.position, f.id::text || ':' || ti.row_id as key,
             coalesce(ti.cells ->> 'action', '') as text, coalesce(ti.cells ->> 'responsible', '') as owner,
             nullif(ti.cells ->> 'dueDate', '') as due_date, null::integer as target_status
      from chosen c
      join feedbacks f on f.process_id = c.id
      join feedback_table_items ti on ti.feedback_id = f.id and ti.cells ? 'action'
      union all
      select c.id, 'goal', t.position, t.id, t.title,
             coalesce(o.last_name || ', ' || o.first_name, ''), to_char(t.due_date, 'YYYY-MM-DD'), t.status
      from chosen c
      join targets t on t.organization_id = ${reader.organizationId} and t.process_id = c.id
      left join users o on o.id = t.owner_id
    )
    select c.id as process_id, c.process_type, c.status_id, c.recipient_id, c.first_name, c.last_name,
           c.shorthand, c.hierarchy, c.location, c.supervisor_name,
           i.kind, i.position, i.key, i.text, i.owner, i.due_date, i.target_status
    from items i join chosen c on c.id = i.process_id
    where (i.process_id, i.kind, i.position, i.key) > (${a.processId}, ${a.kind}, ${a.position}, ${a.key})
    order by i.process_id, i.kind, i.position, i.key
    limit ${limit}`.execute(db);
  return rows;
}
export type ActionKey = { processId: number; kind: string; position: number; key: string };
export type ActionRow = PersonRow & {
  process_id: number;
  process_type: number;
  status_id: number;
  kind: 'action' | 'goal';
  position: number;
  key: string;
  text: string;
  owner: string;
  due_date: string | null;
  target_status: number | null;
};

/** The newest published version of a questionnaire of the organization, by correlation id. */
export async function latestForm(db: Db, organizationId: number, correlationId: string) {
  return db
    .selectFrom('forms')
    .select(['id', 'correlation_id', 'name', 'pages'])
    .where('organization_id', '=', organizationId)
    .where('correlation_id', '=', correlationId)
    .where('deleted_at', 'is', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The questionnaires (newest version each) an organization assigns to a process type's feedbacks. */
export async function formsOfProcessType(db: Db, organizationId: number, processType: number) {
  const { rows } = await sql<{ correlation_id: string; name: string; pages: unknown }>`
    select distinct on (f.correlation_id) f.correlation_id, f.name, f.pages
    from forms f
    where f.organization_id = ${organizationId} and f.deleted_at is null and not f.is_draft
      and f.correlation_id in (select form_correlation_id from form_settings
                               where organization_id = ${organizationId} and process_type = ${processType})
    order by f.correlation_id, f.version desc`.execute(db);
  return rows;
}

/** What decides whether the reader may read a feedback under the workflow (see ProcessApi.readableAmong). */
export type FieldAccessKey = {
  status_id: number;
  feedback_type: number;
  is_submitted: boolean;
  status: number;
  is_recipient: boolean;
  /** the reader's level above the recipient: 1 direct supervisor, 2 pre-supervisor, 3 further up, 0 none */
  depth: number;
  is_mentor: boolean;
  /** the reader wrote the process's manager evaluation or documentation */
  donates: boolean;
};
const KEY_COLUMNS = sql`c.status_id, c.feedback_type, c.is_submitted, c.status, c.is_recipient, c.depth, c.is_mentor, c.donates`;

/** The element a field value report reads, and the filters that choose its feedbacks. */
export type FieldSelection = {
  processType: number;
  correlationId: string;
  filters: ReportFilters;
  recipientIds: readonly number[] | undefined;
};

/**
 * The CTE `candidates`: the feedbacks (in scope, filtered) whose questionnaire is a version of the
 * correlation id, each with the reader's relation to its process — what the workflow's read right depends on.
 */
function candidatesCte(reader: ReportReader, selection: FieldSelection) {
  const r = reader.userId;
  const o = reader.organizationId;
  return sql`${scopeCte(reader, selection.filters)},
    reader_reports(id, depth) as (
      select id, 1 from users where supervisor_id = ${r} and organization_id = ${o}
      union all
      select u.id, rr.depth + 1 from users u join reader_reports rr on u.supervisor_id = rr.id
      where u.organization_id = ${o} and rr.depth < ${MAX_DEPTH}
    ),
    reader_levels as (select id, least(min(depth), 3) as depth from reader_reports group by id),
    donated as (
      select distinct process_id from feedbacks
      where organization_id = ${o} and donor_id = ${r}
        and feedback_type in (${FEEDBACK_TYPES.managerEvaluation}, ${FEEDBACK_TYPES.documentation})
    ),
    candidates as (
      select f.id as feedback_id, f.feedback_type, f.is_submitted, f.status, p.status_id, p.recipient_id,
             u.first_name, u.last_name, u.hierarchy,
             p.recipient_id = ${r} as is_recipient,
             coalesce(rl.depth, 0) as depth,
             coalesce(p.mentor_id = ${r}, false) as is_mentor,
             d.process_id is not null as donates
      from feedbacks f
      join processes p on p.id = f.process_id
      join scope_users u on u.id = p.recipient_id
      join forms fo on fo.id = f.form_id and fo.correlation_id = ${selection.correlationId}
      left join reader_levels rl on rl.id = p.recipient_id
      left join donated d on d.process_id = p.id
      where ${processWhere(reader, [selection.processType], selection.filters, selection.recipientIds)}
        and f.organization_id = ${o}
    )`;
}

/** The distinct access keys of the candidate feedbacks (a handful, however many feedbacks there are). */
export async function fieldAccessKeys(db: Db, reader: ReportReader, selection: FieldSelection) {
  const { rows } = await sql<FieldAccessKey>`
    with recursive ${candidatesCte(reader, selection)}
    select distinct ${KEY_COLUMNS} from candidates c`.execute(db);
  return rows.map((row) => ({ ...row, depth: Number(row.depth) }));
}

/** An answer of a readable feedback, with whose it is. */
export type FieldAnswerRow = {
  feedback_id: number;
  feedback_type: number;
  recipient_id: number;
  first_name: string;
  last_name: string;
  hierarchy: string;
  item_id: string;
  value: number | null;
  comment: string | null;
};

/**
 * The answers to one element in the candidate feedbacks whose access key is among `readable`: scale values
 * (of a matrix: per item) or the texts of a text question (empty ones left out).
 */
export async function fieldAnswers(
  db: Db,
  reader: ReportReader,
  selection: FieldSelection,
  readable: readonly FieldAccessKey[],
  element: { id: string; kind: 'scale' | 'matrix' | 'text' },
) {
  if (readable.length === 0) return [];
  const answers =
    element.kind === 'text'
      ? sql`join feedback_comments v on v.feedback_id = c.feedback_id and v.element_id = ${element.id}
              and v.item_key = '' and btrim(v.comment) <> ''`
      : element.kind === 'matrix'
        ? sql`join feedback_matrix_values v on v.feedback_id = c.feedback_id and v.element_id = ${element.id}`
        : sql`join feedback_item_values v on v.feedback_id = c.feedback_id and v.element_id = ${element.id}`;
  const columns =
    element.kind === 'text'
      ? sql`'' as item_id, null::integer as value, v.comment`
      : element.kind === 'matrix'
        ? sql`v.item_id, v.value, null::text as comment`
        : sql`'' as item_id, v.value, null::text as comment`;
  const { rows } = await sql<FieldAnswerRow>`
    with recursive ${candidatesCte(reader, selection)},
    readable as (
      select * from jsonb_to_recordset(${JSON.stringify(readable)}::jsonb) as x(
        status_id integer, feedback_type integer, is_submitted boolean, status integer,
        is_recipient boolean, depth integer, is_mentor boolean, donates boolean)
    )
    select c.feedback_id, c.feedback_type, c.recipient_id, c.first_name, c.last_name, c.hierarchy, ${columns}
    from candidates c
    ${answers}
    where (${KEY_COLUMNS}) in (select * from readable)
    order by c.last_name, c.first_name, c.recipient_id, c.feedback_type, c.feedback_id`.execute(db);
  return rows;
}

/** The unit, location and position values of the people in the reader's scope, and the talkrounds. */
export async function filterOptions(db: Db, reader: ReportReader) {
  const { rows } = await sql<{ kind: string; value: string }>`
    with recursive ${scopeCte(reader, {})}
    select distinct 'hierarchy' as kind, hierarchy as value from scope_users where hierarchy <> ''
    union select distinct 'location', location from scope_users where location <> ''
    union select distinct 'position', position from scope_users where position <> ''
    order by 1, 2`.execute(db);
  const talkrounds = await db
    .selectFrom('talkrounds')
    .select(['id', 'name', 'process_type'])
    .where('organization_id', '=', reader.organizationId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.value);
  return {
    scope: reader.scope,
    hierarchy: of('hierarchy'),
    location: of('location'),
    position: of('position'),
    talkrounds: talkrounds.map((t) => ({ id: t.id, name: t.name, processType: t.process_type })),
  };
}
