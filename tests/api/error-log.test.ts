import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorLogList, ErrorLogUsers } from '../../src/engine/api/error-log';
import { ERROR_LOG_TYPES } from '../../src/engine/error-log';
import type { OrganizationRow } from '../../src/server/db/database';
import { createErrorRecorder } from '../../src/server/features/error-log/recorder';
import { purgeErrorLog } from '../../src/server/features/error-log/retention-job';
import { buildOrg, buildUser } from './helpers/factories';
import { buildProcessOrg, client, createProcess } from './helpers/process-factories';
import { signInThroughProvider } from './helpers/sign-in';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({
  config: { seedDemoData: false },
  beforeReady: (app) => {
    // a route that fails as a bug would: its message must not reach the log entry or the answer
    app.get('/api/test-only/fails/:id', async () => {
      throw new Error('database said: secret-token=abc123');
    });
  },
});

type Headers = Record<string, string>;

let org: OrganizationRow;
let reader: Headers;
let readerId: number;
let nobody: Headers;
let otherAdmin: Headers;

async function member(o: OrganizationRow, roles: string[]) {
  const user = await buildUser(t.app.db, { organizationId: o.id, roles });
  return {
    user,
    headers: { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': o.slug },
  };
}
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });

/** The entries of a query once the recorder's background flush wrote them (it waits up to 200 ms). */
async function entriesOf(headers: Headers, query: string, atLeast = 1): Promise<ErrorLogList> {
  for (let i = 0; ; i++) {
    const res = await get(headers, `/api/error-log?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as ErrorLogList;
    if (list.errorsCount >= atLeast || i === 40) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function insertEntry(
  o: OrganizationRow,
  fields: { type: number; at: Date; description?: string; userId?: number },
) {
  await t.app.db
    .insertInto('error_log')
    .values({
      organization_id: o.id,
      created_at: fields.at,
      type: fields.type,
      description: fields.description ?? 'GET /api/x NOT_FOUND',
      user_id: fields.userId ?? null,
      error_id: null,
    })
    .execute();
}

beforeAll(async () => {
  org = await buildOrg(t.app.db);
  const r = await member(org, ['dpt.error_log.read']);
  reader = r.headers;
  readerId = r.user.id;
  nobody = (await member(org, ['dpt.email_history.read'])).headers;
  otherAdmin = (await member(await buildOrg(t.app.db), ['dpt.full_admin'])).headers;
});

describe('GET /error-log', () => {
  it('401 without sign-in, 403 without the error_log area, 400 for bad filters and paging', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/error-log', headers: { 'x-organization': org.slug } }))
        .statusCode,
    ).toBe(401);
    expect((await get(nobody, '/api/error-log')).statusCode).toBe(403);
    expect((await get(nobody, '/api/error-log/export')).statusCode).toBe(403);
    for (const query of [
      'type=7',
      'type=abc',
      'userId=0',
      'from=yesterday',
      'pageSize=0',
      'pageSize=101',
      'pageIndex=-1',
      'errorId=nope',
      'extra=1',
    ]) {
      const res = await get(reader, `/api/error-log?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const backwards = await get(reader, '/api/error-log?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('INVALID_DATE_RANGE');
    expect((await get(reader, '/api/error-log/export?format=pdf')).statusCode).toBe(400);
  });

  it("records a 403 with the caller and the route pattern; another organization's administrator sees none of it", async () => {
    await get(nobody, '/api/error-log?type=1');
    const list = await entriesOf(reader, 'type=403');
    expect(list.errors[0]).toMatchObject({
      type: 403,
      description: 'GET /api/error-log FORBIDDEN',
      errorId: null,
    });
    expect(list.errors[0].user).not.toBeNull();
    const theirs = (await get(otherAdmin, '/api/error-log')).json() as ErrorLogList;
    expect(theirs.errors.some((e) => e.description === 'GET /api/error-log FORBIDDEN')).toBe(false);
    expect((await get(otherAdmin, `/api/error-log?userId=${readerId}`)).json()).toEqual({
      errors: [],
      errorsCount: 0,
    });
  });

  it('a 500 answer carries an error id that finds its entry, without the URL values or the failure text', async () => {
    const res = await get(reader, '/api/test-only/fails/42?accessToken=secret-query');
    expect(res.statusCode).toBe(500);
    const { errorId, code } = res.json() as { errorId: string; code: string };
    expect(code).toBe('UNEXPECTED');
    expect(errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret');
    const list = await entriesOf(reader, `errorId=${errorId}`);
    expect(list.errorsCount).toBe(1);
    expect(list.errors[0]).toMatchObject({
      type: 500,
      errorId,
      description: 'GET /api/test-only/fails/:id UNEXPECTED',
      user: { id: readerId },
    });
  });

  it('a 404 of an API route is recorded, a missing questionnaire (2) and a recipient without supervisor (3) too', async () => {
    const o = await buildProcessOrg(t, { forms: false });
    const hr = await member(o.org, ['dpt.error_log.read', 'dpt.email_history.read']);
    expect((await get(hr.headers, '/api/Emails/2147483647')).statusCode).toBe(404);
    const notFound = await entriesOf(hr.headers, 'type=404');
    expect(notFound.errors[0]).toMatchObject({
      description: 'GET /api/Emails/:id NOT_FOUND',
      user: { id: hr.user.id },
    });
    expect(
      (await client(t, o.admin).post('/api/Feedbacks', { recipientId: o.employee.user.id, processType: 1 }))
        .statusCode,
    ).toBe(409);
    const missing = await entriesOf(hr.headers, 'type=2');
    expect(missing.errors[0].description).toBe(
      'POST /api/Feedbacks NO_QUESTIONNAIRE_CONFIGURED processType=1 feedbackType=1',
    );
    expect(missing.errors[0].user?.id).toBe(o.admin.user.id);

    const withForms = await buildProcessOrg(t);
    const hr2 = await member(withForms.org, ['dpt.error_log.read']);
    await createProcess(t, withForms.admin, withForms.head.user.id, 3);
    const noSupervisor = await entriesOf(hr2.headers, 'type=3');
    expect(noSupervisor.errors[0].description).toMatch(
      /^Process \d+: the recipient has no supervisor; feedback types [\d, ]+ have no donor$/,
    );
    await createProcess(t, withForms.admin, withForms.employee.user.id, 3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await entriesOf(hr2.headers, 'type=3')).errorsCount).toBe(1);
  });
});

describe('404 of unknown API paths and SCIM errors', () => {
  it("an unknown API path of a member is recorded without its query; a stranger's is not", async () => {
    const o = await buildOrg(t.app.db);
    const hr = await member(o, ['dpt.error_log.read']);
    const res = await get(hr.headers, '/api/NoSuchThing/42?secret=query-value');
    expect(res.statusCode).toBe(404);
    // the entry is written after the answer leaves: wait until it is there
    await expect.poll(async () => (await entriesOf(hr.headers, 'type=404')).errorsCount).toBe(1);
    const list = await entriesOf(hr.headers, 'type=404');
    expect(list.errors[0]).toMatchObject({
      type: 404,
      description: 'GET /api/NoSuchThing/42 NO_SUCH_ROUTE',
      user: { id: hr.user.id },
    });
    expect(JSON.stringify(list)).not.toContain('query-value');
    // no token, or a member of another organization naming this one: nothing written
    await t.app.inject({ method: 'GET', url: '/api/NoSuchThing/43', headers: { 'x-organization': o.slug } });
    await get({ ...otherAdmin, 'x-organization': o.slug }, '/api/NoSuchThing/44');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = await entriesOf(hr.headers, 'type=404');
    expect(after.errors.map((e) => e.description)).toEqual(['GET /api/NoSuchThing/42 NO_SUCH_ROUTE']);
  });

  it("a SCIM caller's 404 is recorded in its organization, without user or URL values", async () => {
    const o = await buildOrg(t.app.db);
    const admin = await member(o, ['dpt.full_admin']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/scim-tokens',
      headers: admin.headers,
      payload: { name: 'Entra ID' },
    });
    expect(created.statusCode).toBe(201);
    const { secret } = created.json() as { secret: string };
    const scim = (url: string, token: string | null) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await scim('/scim/v2/Users/00000000-0000-0000-0000-000000000000', secret)).statusCode).toBe(404);
    expect((await scim('/scim/v2/Nothing', secret)).statusCode).toBe(404);
    expect((await scim('/scim/v2/Users/x', null)).statusCode).toBe(401);
    const list = await entriesOf(admin.headers, 'type=404', 2);
    expect(list.errors.map((e) => e.description).sort()).toEqual([
      'SCIM GET (no such endpoint) 404',
      'SCIM GET /scim/v2/Users/:id 404',
    ]);
    expect(list.errors.every((e) => e.user === null)).toBe(true);
    const theirs = (await get(otherAdmin, '/api/error-log?type=404')).json() as ErrorLogList;
    expect(theirs.errors.some((e) => e.description.startsWith('SCIM'))).toBe(false);
  });
});

describe('bad logins', () => {
  it('a failed sign-in is recorded with the e-mail tried and its person, never the password', async () => {
    const o = await buildOrg(t.app.db);
    const hr = await member(o, ['dpt.error_log.read']);
    const email = hr.user.email;
    await expect(
      signInThroughProvider(
        t.app,
        t.config.publicUrl,
        { email, password: 'Wrong-Pa55word!' },
        { organization: o.slug },
      ),
    ).rejects.toThrow(/400/);
    const list = await entriesOf(hr.headers, 'type=1');
    expect(list.errors[0]).toMatchObject({
      type: 1,
      description: `Sign-in failed for ${email}`,
      user: { id: hr.user.id },
    });
    const stored = await t.app.db
      .selectFrom('error_log')
      .selectAll()
      .where('organization_id', '=', o.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain('Wrong-Pa55word!');
  });

  it('a burst is queued without waiting for the database, bounded, and written in batches', async () => {
    const o = await buildOrg(t.app.db);
    const recorder = createErrorRecorder({
      db: t.app.db,
      log: { warn: () => {}, error: () => {} },
      capacity: 500,
      batchSize: 100,
    });
    // record() is synchronous: the burst is queued by this loop alone, no await gives the database a turn
    for (let i = 0; i < 800; i++)
      recorder.record({
        organization: { slug: o.slug },
        user: { email: `nobody${i}@x.example` },
        type: 1,
        description: `Sign-in failed for nobody${i}@x.example`,
      });
    await recorder.stop();
    const written = await t.app.db
      .selectFrom('error_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_id', '=', o.id)
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(500);
  });
});

describe('GET /error-log/export', () => {
  let exportOrg: OrganizationRow;
  let headers: Headers;
  beforeAll(async () => {
    exportOrg = await buildOrg(t.app.db);
    const m = await member(exportOrg, ['dpt.error_log.read']);
    headers = m.headers;
    for (let i = 0; i < 25; i++)
      await insertEntry(exportOrg, {
        type: i % 3 === 0 ? ERROR_LOG_TYPES.notFound : ERROR_LOG_TYPES.badLogin,
        at: new Date(Date.UTC(2026, 2, 1, 12, i)),
        description: i === 7 ? '=HYPERLINK("x"), "quoted"\nline' : `GET /api/x/:id NOT_FOUND ${i}`,
        userId: i % 2 ? m.user.id : undefined,
      });
  });

  it('pages and filters by type, user and time range', async () => {
    const all = (await get(headers, '/api/error-log?pageSize=10')).json() as ErrorLogList;
    expect(all.errorsCount).toBe(25);
    expect(all.errors[0].date).toBe('2026-03-01T12:24:00.000Z');
    const page3 = (await get(headers, '/api/error-log?pageSize=10&pageIndex=2')).json() as ErrorLogList;
    expect(page3.errors).toHaveLength(5);
    expect(((await get(headers, '/api/error-log?type=404')).json() as ErrorLogList).errorsCount).toBe(9);
    const range = (
      await get(headers, '/api/error-log?from=2026-03-01T12:05:00Z&to=2026-03-01T12:10:00Z')
    ).json() as ErrorLogList;
    expect(range.errors.map((e) => e.date.slice(14, 16))).toEqual(['09', '08', '07', '06', '05']);
    const users = (await get(headers, '/api/error-log/users')).json() as ErrorLogUsers;
    expect(users.users).toHaveLength(1);
    expect(
      ((await get(headers, `/api/error-log?userId=${users.users[0].id}`)).json() as ErrorLogList).errorsCount,
    ).toBe(12);
  });

  it('downloads the filtered list as a workbook with the same rows as the list', async () => {
    const res = await get(headers, '/api/error-log/export?format=xlsx&type=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="error-log-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const list = (await get(headers, '/api/error-log?type=1&pageSize=100')).json() as ErrorLogList;
    expect(sheet.rowCount).toBe(list.errorsCount + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Datum',
      'Typ',
      'Fehlerart',
      'Benutzer',
      'Beschreibung',
      'Fehler-ID',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    list.errors.forEach((entry, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBeInstanceOf(Date);
      expect((row.getCell(1).value as Date).toISOString()).toBe(entry.date);
      expect(row.getCell(2).value).toBe(entry.type);
      expect(row.getCell(5).value).toBe(entry.description);
    });
  });

  it('downloads CSV that parses back to the same rows, quoted and with formulas defused', async () => {
    const res = await get(headers, '/api/error-log/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(res.body.replace(/^\ufeff/, ''));
    const list = (await get(headers, '/api/error-log?pageSize=100')).json() as ErrorLogList;
    expect(rows).toHaveLength(list.errorsCount + 1);
    expect(rows[0]).toEqual(['Datum', 'Typ', 'Fehlerart', 'Benutzer', 'Beschreibung', 'Fehler-ID']);
    list.errors.forEach((entry, i) => {
      expect(rows[i + 1][0]).toBe(entry.date);
      expect(rows[i + 1][1]).toBe(String(entry.type));
      const description = entry.description.startsWith('=') ? `'${entry.description}` : entry.description;
      expect(rows[i + 1][4]).toBe(description);
    });
    expect(rows.some((r) => r[4] === `'=HYPERLINK("x"), "quoted"\nline`)).toBe(true);
  });
});

describe('a long export', () => {
  it('reads the list in chunks: every row once, newest first', async () => {
    const o = await buildOrg(t.app.db);
    const headers = (await member(o, ['dpt.error_log.read'])).headers;
    // 2,500 entries, many sharing a time: the chunks continue by (time, id)
    await sql`insert into error_log (organization_id, created_at, type, description)
      select ${o.id}, timestamptz '2026-03-01 12:00:00+00' + (g / 3) * interval '1 second', 404, 'GET /api/x NOT_FOUND ' || g
      from generate_series(1, 2500) g`.execute(t.app.db);
    const res = await get(headers, '/api/error-log/export?format=csv');
    const rows = parseCsv(res.body.replace(/^\ufeff/, '')).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[4])).size).toBe(2500);
    const times = rows.map((r) => r[0]);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('retention', () => {
  it('removes entries older than the retention, of every organization, and keeps the rest', async () => {
    const o = await buildOrg(t.app.db);
    const day = 24 * 60 * 60 * 1000;
    await insertEntry(o, { type: 404, at: new Date(Date.now() - 181 * day), description: 'old' });
    await insertEntry(o, { type: 404, at: new Date(Date.now() - 179 * day), description: 'recent' });
    expect(t.config.errorLogRetentionDays).toBe(180);
    const [a, b] = await Promise.all([
      purgeErrorLog({ db: t.app.db }, t.config.errorLogRetentionDays),
      purgeErrorLog({ db: t.app.db }, t.config.errorLogRetentionDays),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const left = await t.app.db
      .selectFrom('error_log')
      .select('description')
      .where('organization_id', '=', o.id)
      .execute();
    expect(left.map((r) => r.description)).toEqual(['recent']);
  });
});

/** RFC 4180: fields separated by commas, quoted fields with doubled quotes and line breaks, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++; // the \n of \r\n
    }
  }
  return rows;
}
