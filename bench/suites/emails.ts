import { sql } from 'kysely';
import { openBenchDatabase } from '../lib/bench-database';
import type { BenchRow } from '../lib/report';
import { onGrownDemo, sequentialRow } from '../lib/grown-server';

const suite = 'emails';
const PORT = 3295;
const EMAILS = 100_000;
const ERRORS = 50_000;
const RUNS = 30;

/**
 * Figures on PGlite: the demo organization with 100,000 e-mails (sent, received, failed, cancelled:
 * none the outbox worker would pick up) and 50,000 error log entries; an administrator pages, sorts and searches
 * the e-mail overview (GET /Emails), opens one, pages and filters the error log, and downloads it, one request
 * after the other. Target: a page or search well under a second (300 ms p95).
 */
export async function runEmails(): Promise<BenchRow[]> {
  // the e-mails are added while no server holds the db
  return onGrownDemo(PORT, 'anna.admin@demo.example', grow, async (get, firstId) => {
    const scenarios: [string, (n: number) => string, number | null, number][] = [
      ['e-mails: first page (12, newest)', () => '/api/Emails', 300, RUNS],
      ['e-mails: page n (12, newest)', (n) => `/api/Emails?pageIndex=${(n * 397) % 8000}`, 300, RUNS],
      [
        'e-mails: by subject asc, page n',
        (n) => `/api/Emails?sort=subject&desc=false&pageIndex=${n}`,
        300,
        RUNS,
      ],
      ['e-mails: by status, page n', (n) => `/api/Emails?sort=status&pageIndex=${n * 50}`, 300, RUNS],
      ['e-mails: keyword, few matches', (n) => `/api/Emails?keyword=person${4000 + n}@`, 300, RUNS],
      ['e-mails: keyword, every row', () => '/api/Emails?keyword=bench.example', 300, RUNS],
      ['e-mails: one e-mail', (n) => `/api/Emails/${firstId + n * 1000}`, 300, RUNS],
      ['error log: first page (20)', () => '/api/error-log', 300, RUNS],
      [
        'error log: type + user + range',
        () => '/api/error-log?type=404&from=2026-01-01T00:00:00Z&to=2030-01-01T00:00:00Z',
        300,
        RUNS,
      ],
      ['error log: export CSV (all)', () => '/api/error-log/export?format=csv', null, 3],
      ['error log: export xlsx (all)', () => '/api/error-log/export?format=xlsx', null, 3],
    ];
    const rows: BenchRow[] = [];
    for (const [name, path, limitMs, runs] of scenarios) {
      rows.push(
        await sequentialRow(get, { suite, name, path, limitMs }, { runs, warmUps: 1 }, (last) => {
          const text = last.contentType.includes('json') ? last.body.toString() : '';
          const count = /"(?:emailsCount|errorsCount)":(\d+)/.exec(text)?.[1];
          return count === undefined ? `, ${(last.body.byteLength / 1e6).toFixed(1)} MB` : `, ${count} match`;
        }),
      );
    }
    return rows;
  });
}

/** Adds the e-mails and error log entries to the demo organization, set-based; answers the first e-mail id. */
export async function grow(dataDir: string): Promise<number> {
  const handle = await openBenchDatabase(dataDir);
  try {
    const db = handle.db;
    const { id: o } = await db
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const before = await db
      .selectFrom('emails')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    // statuses 0, 3, 4, 5 only: the outbox worker would send pending ones at the start
    await sql`
      insert into emails (organization_id, sender, recipient, subject, body_text, body_html, status, attempts,
                          created_at, sending_date_time)
      select ${o}, 'DPT Feedback <no-reply@dpt.invalid>', 'person' || (g % 5000) || '@bench.example',
             (array['Ihre Selbsteinschätzung ist bereit', 'Reminder: your documents are due',
                    'Gesprächstermin in einer Woche', 'Feedback confirmed'])[1 + g % 4] || ' #' || g,
             'Hallo,' || chr(10) || chr(10) || 'eine Nachricht des Benchmarks Nummer ' || g,
             '<p>Hallo,</p><p>eine Nachricht des Benchmarks Nummer ' || g || '</p>',
             (array[3, 3, 3, 5, 4, 0])[1 + g % 6], 1,
             now() - g * interval '1 minute',
             case when g % 6 < 4 then now() - g * interval '1 minute' + interval '2 seconds' end
      from generate_series(1, ${EMAILS}) g`.execute(db);
    await sql`
      insert into error_log (organization_id, created_at, user_id, type, description, error_id)
      select ${o}, now() - g * interval '2 minutes',
             (select id from users where organization_id = ${o} order by id limit 1 offset g % 5),
             (array[1, 403, 404, 500, 2, 3])[1 + g % 6],
             'GET /api/Feedbacks/:id NOT_FOUND ' || g,
             case when g % 6 = 3 then gen_random_uuid()::text end
      from generate_series(1, ${ERRORS}) g`.execute(db);
    await sql`analyze emails`.execute(db);
    await sql`analyze error_log`.execute(db);
    return Number(before.max ?? 0) + 1;
  } finally {
    await handle.close();
  }
}
