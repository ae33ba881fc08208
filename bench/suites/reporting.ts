import type { BenchRow } from '../lib/report';
import { onGrownServer } from '../lib/grown-server';
import { onPGliteAndPostgres } from '../lib/throwaway-postgres';
import { readerTokens } from '../lib/tokens';
import { grow as growBulk } from './feedbacks';

const suite = 'reporting';
const PORT = 3294;
const ROUNDS = 20;

/**
 * Each report (JSON) and the largest download (the status report's 20,000 processes as
 * xlsx, and the field value report of the self-evaluation's scale question) on the demo organization grown by
 * 5,000 employees and 20,000 processes, read by HR (the whole organization) and by the head of sales (the
 * supervisor of every bench team lead); p95 of 20 sequential requests. On PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
 */
export async function runReporting(): Promise<BenchRow[]> {
  return onPGliteAndPostgres('reporting', 'dpt_bench_rep', runOn, { postgresOnly: false });
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function runOn(label: string, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const grow = async (dataDir: string) => ({
    ...(await growBulk(dataDir, databaseUrl)),
    tokens: await readerTokens(dataDir, `http://localhost:${PORT}`, databaseUrl),
  });
  return onGrownServer({ port: PORT, databaseUrl, grow }, async (running, grown) => {
    const { employees, element, correlationId, tokens } = grown;
    const call = async (token: string, path: string, body?: unknown) => {
      const started = performance.now();
      const res = await fetch(`${running.url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          'x-organization': 'demo',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const reader = res.body!.getReader();
      let firstByte = 0;
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (!firstByte) firstByte = performance.now() - started;
        if (done) break;
        bytes += value.byteLength;
      }
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return { ms: performance.now() - started, firstByte, bytes };
    };
    const measure = async (token: string, path: string, body?: unknown) => {
      await call(token, path, body); // warm-up: token check, caches
      const times: number[] = [];
      const first: number[] = [];
      let bytes = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const r = await call(token, path, body);
        times.push(r.ms);
        first.push(r.firstByte);
        bytes = r.bytes;
      }
      return { p95: p95(times), firstByte: p95(first), bytes };
    };
    const fieldBody = { formCorrelationId: correlationId, elementId: element.id };
    const cases: [string, string, string, unknown?][] = [
      ['status report by unit (HR)', tokens.hr, '/api/Reports/status-report/1/1'],
      ['status report by supervisor (head of sales)', tokens.head, '/api/Reports/status-report/2/1'],
      ['PDP report (HR)', tokens.hr, '/api/Reports/pdp-report'],
      ['career development (HR)', tokens.hr, '/api/Reports/career-development'],
      ['PDC actions (HR)', tokens.hr, '/api/Reports/pdc-actions'],
      ['EHG actions (HR)', tokens.hr, '/api/Reports/ehg-actions'],
      ['field value per unit (head of sales)', tokens.head, '/api/Reports/field-value-report/1/1', fieldBody],
      [
        'field value per person (head of sales)',
        tokens.head,
        '/api/Reports/field-value-report/2/1',
        fieldBody,
      ],
      ['status report xlsx (HR)', tokens.hr, '/api/Reports/status-report/1/1/export?format=xlsx'],
      [
        'field value per person xlsx (head of sales)',
        tokens.head,
        `/api/Reports/field-value-report/2/1/export?format=xlsx&formCorrelationId=${correlationId}&elementId=${element.id}`,
      ],
    ];
    const rows: BenchRow[] = [];
    for (const [name, token, path, body] of cases) {
      const r = await measure(token, path, body);
      rows.push({
        suite,
        metric: `${name} p95 (${label})`,
        value: r.p95,
        unit: 'ms',
        target: databaseUrl ? { op: '<', limit: 1000 } : undefined,
        note: `first byte p95 ${r.firstByte.toFixed(0)} ms, ${(r.bytes / 1024).toFixed(0)} KiB; ${employees.length} employees`,
      });
    }
    return rows;
  });
}
