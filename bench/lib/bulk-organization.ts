import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database';

export type BulkSize = { employees: number; processes: number; supervisors: number };

/** What the load needs: per employee, the subject and the self-evaluation of the open MAFEG. */
export type BulkEmployee = { subject: string; selfEvaluationId: number };

const MAFEG = 1;
const SELF = 1;

/**
 * Adds a large hierarchy to the seeded `demo` organization, set-based in SQL so that it takes seconds:
 * `supervisors` team leads under the demo head of sales, `employees` employees spread over them, and
 * `processes` processes — one open MAFEG per employee (self, manager, documentation, comparison, with the
 * organization's questionnaires) and the rest as closed MAFEGs of earlier cycles with the same feedbacks.
 * Returns the employees with their open self-evaluation.
 */
export async function addBulkOrganization(db: Kysely<Database>, size: BulkSize): Promise<BulkEmployee[]> {
  const org = await db
    .selectFrom('organizations')
    .select('id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  const head = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', org.id)
    .where('email', '=', 'max.manager@demo.example')
    .executeTakeFirstOrThrow();
  const o = org.id;

  await sql`
    insert into users (organization_id, subject, shorthand, first_name, last_name, email, position, roles,
                       supervisor_id, language_key, theme_mode, can_be_impersonated)
    select ${o}, 'bench-lead-' || g, 'BL' || g, 'Lea', 'Lead ' || g, 'lead' || g || '@bench.example',
           'Team Lead', '["dpt.processes.read"]'::jsonb, ${head.id}, 'de-DE', 'light', true
    from generate_series(1, ${size.supervisors}) g`.execute(db);
  await sql`
    insert into users (organization_id, subject, shorthand, first_name, last_name, email, position, roles,
                       supervisor_id, language_key, theme_mode, can_be_impersonated)
    select ${o}, 'bench-emp-' || g, 'BE' || g, 'Eva', 'Employee ' || g, 'emp' || g || '@bench.example',
           'Specialist', '[]'::jsonb,
           (select id from users where subject = 'bench-lead-' || (1 + g % ${size.supervisors})),
           'de-DE', 'light', true
    from generate_series(1, ${size.employees}) g`.execute(db);

  // the questionnaires the organization assigns to MAFEG feedbacks (latest version of each)
  const forms = await sql<{ feedback_type: number; form_id: number }>`
    select fs.feedback_type, (select f.id from forms f
                              where f.organization_id = fs.organization_id
                                and f.correlation_id = fs.form_correlation_id
                              order by f.version desc limit 1) as form_id
    from form_settings fs where fs.organization_id = ${o} and fs.process_type = ${MAFEG}`.execute(db);
  const formOf = (type: number) => forms.rows.find((r) => r.feedback_type === type)?.form_id ?? null;

  // processes: per employee one open MAFEG, then closed ones of earlier cycles up to the wanted total
  const perEmployee = Math.max(1, Math.ceil(size.processes / size.employees));
  await sql`
    insert into processes (organization_id, process_type, status_id, recipient_id, creator_id, title,
                           start_date, end_date, closed_reason_id, created_at, updated_at)
    select ${o}, ${MAFEG}, case when k = 0 then 100 else 999 end, u.id, u.supervisor_id,
           jsonb_build_object('de-DE', 'MAFEG ' || (2026 - k), 'en-US', 'MAFEG ' || (2026 - k)),
           make_date(2026 - k, 7, 1), make_date(2027 - k, 6, 15),
           case when k = 0 then null else 1 end, now(), now()
    from users u cross join generate_series(0, ${perEmployee - 1}) k
    where u.organization_id = ${o} and u.subject like 'bench-emp-%'
    order by k, u.id
    limit ${size.processes}`.execute(db);

  for (const [type, donor] of [
    [1, 'p.recipient_id'],
    [2, 'p.creator_id'],
    [3, 'p.creator_id'],
    [4, 'null'],
  ] as const) {
    await sql`
      insert into feedbacks (organization_id, process_id, feedback_type, donor_id, form_id, created_at, updated_at)
      select ${o}, p.id, ${type}, ${sql.raw(donor)}, ${type === 4 ? null : formOf(type)}, now(), now()
      from processes p join users u on u.id = p.recipient_id
      where p.organization_id = ${o} and u.subject like 'bench-emp-%'`.execute(db);
  }
  await sql`analyze`.execute(db);

  const rows = await sql<{ subject: string; feedback_id: number }>`
    select u.subject, f.id as feedback_id
    from users u
    join processes p on p.recipient_id = u.id and p.status_id = 100 and p.process_type = ${MAFEG}
    join feedbacks f on f.process_id = p.id and f.feedback_type = ${SELF}
    where u.organization_id = ${o} and u.subject like 'bench-emp-%'
    order by u.id`.execute(db);
  return rows.rows.map((r) => ({ subject: r.subject, selfEvaluationId: r.feedback_id }));
}
