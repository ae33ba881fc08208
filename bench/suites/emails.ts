import fs from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connect';
import type { BenchRow } from '../lib/report';
import { makeDataDir, startServer } from '../lib/server-process';
import { accessToken, subjectOf } from '../lib/tokens';

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
  const dataDir = makeDataDir();
  const publicUrl = `http://localhost:${PORT}`;
  try {
    // the first start migrates and seeds the demo data; the rows are added while no server holds the db
    await (await startServer(dataDir, PORT, { PUBLIC_URL: publicUrl })).stop();
    const firstId = await grow(dataDir);
    const subject = await subjectOf(dataDir, 'anna.admin@demo.example');
    const token = await accessToken(dataDir, publicUrl, subject);
    const server = await startServer(dataDir, PORT, { PUBLIC_URL: publicUrl });
    try {
      const get = async (path: string) => {
        const started = performance.now();
        const res = await fetch(`${server.url}${path}`, {
          headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' },
        });
        const body = await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString()}`);
        const text = res.headers.get('content-type')?.includes('json') ? Buffer.from(body).toString() : '';
        const count = /"(?:emailsCount|errorsCount)":(\d+)/.exec(text)?.[1];
        return { ms: performance.now() - started, count, bytes: body.byteLength };
      };
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
      for (const [name, path, limit, runs] of scenarios) {
        await get(path(0)); // warm-up, not counted
        const times: number[] = [];
        let count: string | undefined;
        let bytes = 0;
        for (let n = 0; n < runs; n++) {
          const r = await get(path(n));
          times.push(r.ms);
          count = r.count;
          bytes = r.bytes;
        }
        times.sort((a, b) => a - b);
        const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
        rows.push({
          suite,
          metric: `GET ${name} p95`,
          value: p(0.95),
          unit: 'ms',
          ...(limit === null ? {} : { target: { op: '<' as const, limit } }),
          note: `p50 ${p(0.5).toFixed(1)} ms, ${runs} sequential requests${count === undefined ? `, ${(bytes / 1e6).toFixed(1)} MB` : `, ${count} match`}`,
        });
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Adds the e-mails and error log entries to the demo organization, set-based; answers the first e-mail id. */
export async function grow(dataDir: string): Promise<number> {
  const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }, { logLevel: 'silent' }));
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
