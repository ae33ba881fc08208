import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailList } from '../../src/engine/api/emails';
import type { ErrorLogList } from '../../src/engine/api/error-log';
import { EMAIL_STATUSES } from '../../src/engine/constants';
import type { OrganizationRow } from '../../src/server/db/database';
import { buildOrg, buildUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

type Headers = Record<string, string>;

async function member(org: OrganizationRow, roles: string[]): Promise<Headers> {
  const user = await buildUser(t.app.db, { organizationId: org.id, roles });
  return { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': org.slug };
}

const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const post = (headers: Headers, url: string) => t.app.inject({ method: 'POST', url, headers });

async function insertEmail(
  org: OrganizationRow,
  fields: Partial<{
    subject: string;
    recipient: string;
    sender: string;
    status: number;
    sentAt: Date;
    html: string;
  }>,
) {
  const row = await t.app.db
    .insertInto('emails')
    .values({
      organization_id: org.id,
      sender: fields.sender ?? 'DPT <no-reply@dpt.invalid>',
      recipient: fields.recipient ?? 'someone@test.example',
      subject: fields.subject ?? 'Hello',
      body_text: 'Plain text body',
      body_html: fields.html ?? null,
      status: fields.status ?? EMAIL_STATUSES.sent,
      sending_date_time: fields.sentAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let org: OrganizationRow;
let other: OrganizationRow;
let reader: Headers;
let writer: Headers;
let nobody: Headers;
let otherAdmin: Headers;

beforeAll(async () => {
  // the outbox worker would send pending e-mails while a test looks at them
  await t.app.mail.stop();
  org = await buildOrg(t.app.db);
  other = await buildOrg(t.app.db);
  reader = await member(org, ['dpt.email_history.read']);
  writer = await member(org, ['dpt.email_history.read', 'dpt.email_history.write']);
  nobody = await member(org, ['dpt.processes.read']);
  otherAdmin = await member(other, ['dpt.full_admin']);
  for (let i = 0; i < 30; i++)
    await insertEmail(org, {
      subject: `Reminder ${String(i).padStart(2, '0')}`,
      recipient: i % 2 ? 'odd@test.example' : 'even_100%@test.example',
      sentAt: new Date(Date.UTC(2026, 0, 1, 8, i)),
    });
});

describe('GET /Emails', () => {
  it('401 without sign-in, 403 without the email_history area, 400 for bad paging and sort', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Emails', headers: { 'x-organization': org.slug } }))
        .statusCode,
    ).toBe(401);
    expect((await get(nobody, '/api/Emails')).statusCode).toBe(403);
    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'pageIndex=-1',
      'pageIndex=x',
      'sort=body_text',
      'desc=maybe',
      'other=1',
      `keyword=${'k'.repeat(101)}`,
    ]) {
      const res = await get(reader, `/api/Emails?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 12 newest first by default, pages, sorts and searches by word prefixes', async () => {
    const first = (await get(reader, '/api/Emails')).json() as EmailList;
    expect(first.emailsCount).toBe(30);
    expect(first.emails).toHaveLength(12);
    expect(first.emails[0].subject).toBe('Reminder 29');
    expect(first.emails[0]).toEqual({
      id: expect.any(Number),
      sender: 'DPT <no-reply@dpt.invalid>',
      recipient: 'odd@test.example',
      subject: 'Reminder 29',
      sendingDateTime: '2026-01-01T08:29:00.000Z',
      status: EMAIL_STATUSES.sent,
    });
    const third = (await get(reader, '/api/Emails?pageIndex=2')).json() as EmailList;
    expect(third.emails.map((e) => e.subject)).toEqual([
      'Reminder 05',
      'Reminder 04',
      'Reminder 03',
      'Reminder 02',
      'Reminder 01',
      'Reminder 00',
    ]);
    const asc = (await get(reader, '/api/Emails?sort=subject&desc=false&pageSize=2')).json() as EmailList;
    expect(asc.emails.map((e) => e.subject)).toEqual(['Reminder 00', 'Reminder 01']);
    const odd = (await get(reader, '/api/Emails?keyword=ODD@&pageSize=100')).json() as EmailList;
    expect(odd.emailsCount).toBe(15);
    expect(odd.emails.every((e) => e.recipient === 'odd@test.example')).toBe(true);
    // words are found by prefix, punctuation separates them (and is never an operator or a wildcard)
    expect(((await get(reader, '/api/Emails?keyword=_100%25')).json() as EmailList).emailsCount).toBe(15);
    expect(((await get(reader, "/api/Emails?keyword=rem%20%26%7C!('")).json() as EmailList).emailsCount).toBe(
      30,
    );
    expect(((await get(reader, '/api/Emails?keyword=%25%25')).json() as EmailList).emailsCount).toBe(30);
    expect(((await get(reader, '/api/Emails?keyword=minder')).json() as EmailList).emailsCount).toBe(0);
    expect(
      ((await get(reader, '/api/Emails?keyword=reminder%2007')).json() as EmailList).emails.map(
        (e) => e.subject,
      ),
    ).toEqual(['Reminder 07']);
  });

  it("another organization's administrator sees none of them", async () => {
    const list = (await get(otherAdmin, '/api/Emails')).json() as EmailList;
    expect(list).toEqual({ emails: [], emailsCount: 0 });
    const id = await insertEmail(org, { subject: 'Secret' });
    expect((await get(otherAdmin, `/api/Emails/${id}`)).statusCode).toBe(404);
    expect((await post(otherAdmin, `/api/Emails/${id}/cancel`)).statusCode).toBe(404);
  });
});

describe('GET /Emails/{id}', () => {
  it('400 for a bad id, 404 for an unknown one; the detail carries cc, bcc and both bodies', async () => {
    expect((await get(reader, '/api/Emails/abc')).statusCode).toBe(400);
    expect((await get(reader, '/api/Emails/99999999999')).statusCode).toBe(400);
    expect((await get(reader, '/api/Emails/2147483647')).statusCode).toBe(404);
    const id = await insertEmail(org, {
      subject: 'Detail',
      html: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    });
    await t.app.db
      .updateTable('emails')
      .set({ cc: 'cc@test.example', bcc: 'bcc@test.example' })
      .where('id', '=', id)
      .execute();
    const detail = (await get(reader, `/api/Emails/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      subject: 'Detail',
      cc: 'cc@test.example',
      bcc: 'bcc@test.example',
      bodyText: 'Plain text body',
      bodyHtml: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      status: EMAIL_STATUSES.sent,
      resendable: false,
      cancellable: false,
    });
  });
});

describe('resend and cancel', () => {
  it('need the write right; a failed or cancelled e-mail goes back to pending, a pending one is cancelled', async () => {
    const failed = await insertEmail(org, { status: EMAIL_STATUSES.failed });
    await t.app.db
      .updateTable('emails')
      .set({ attempts: 5, last_error: 'connection refused' })
      .where('id', '=', failed)
      .execute();
    expect((await post(reader, `/api/Emails/${failed}/resend`)).statusCode).toBe(403);
    expect((await post(writer, '/api/Emails/0/resend')).statusCode).toBe(400);
    expect((await post(writer, '/api/Emails/2147483647/resend')).statusCode).toBe(404);

    const resent = await post(writer, `/api/Emails/${failed}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      status: EMAIL_STATUSES.pending,
      attempts: 0,
      lastError: null,
      cancellable: true,
    });

    const again = await post(writer, `/api/Emails/${failed}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_NOT_RESENDABLE');

    const cancelled = await post(writer, `/api/Emails/${failed}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: EMAIL_STATUSES.cancelled,
      resendable: true,
      cancellable: false,
    });
    const twice = await post(writer, `/api/Emails/${failed}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('EMAIL_NOT_CANCELLABLE');
    expect((await post(writer, `/api/Emails/${failed}/resend`)).json().status).toBe(EMAIL_STATUSES.pending);
  });

  it('refuses to cancel an e-mail that is sent or being sent, and changes nothing', async () => {
    for (const status of [EMAIL_STATUSES.sent, EMAIL_STATUSES.sending, EMAIL_STATUSES.received]) {
      const id = await insertEmail(org, { status });
      expect((await post(writer, `/api/Emails/${id}/cancel`)).statusCode).toBe(409);
      expect((await post(writer, `/api/Emails/${id}/resend`)).statusCode).toBe(409);
      expect((await get(reader, `/api/Emails/${id}`)).json().status).toBe(status);
    }
  });
});

describe('the demo seed', () => {
  let demo: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    demo = await startTestApp({ seedDemoData: true });
  });
  afterAll(async () => demo?.close());

  const headersOf = async (email: string, slug: string) => {
    const user = await demo.app.db
      .selectFrom('users')
      .select('subject')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { authorization: `Bearer ${await demo.tokenFor(user.subject)}`, 'x-organization': slug };
  };
  const list = async (headers: Headers, url: string) =>
    (await demo.app.inject({ method: 'GET', url, headers })).json();

  it("leaves e-mails and error entries; nordlicht's administrator sees none of demo's", async () => {
    const anna = await headersOf('anna.admin@demo.example', 'demo');
    const nora = await headersOf('nora.nord@nordlicht.example', 'nordlicht');
    const demoMails = (await list(anna, '/api/Emails?pageSize=100')) as EmailList;
    const statuses = new Set(demoMails.emails.map((e) => e.status));
    // pending and sending ones are sent by the outbox worker right after the start
    for (const status of [0, 3, 4, 5]) expect(statuses.has(status), `status ${status}`).toBe(true);
    const noraMails = (await list(nora, '/api/Emails?pageSize=100')) as EmailList;
    expect(noraMails.emailsCount).toBe(1);
    expect(noraMails.emails[0].recipient).toBe('olaf.olsen@nordlicht.example');
    expect(
      (await demo.app.inject({ method: 'GET', url: `/api/Emails/${demoMails.emails[0].id}`, headers: nora }))
        .statusCode,
    ).toBe(404);
    const demoErrors = (await list(anna, '/api/error-log')) as ErrorLogList;
    expect(new Set(demoErrors.errors.map((e) => e.type))).toEqual(new Set([1, 2, 3, 403, 404, 500]));
    expect(await list(nora, '/api/error-log')).toEqual({ errors: [], errorsCount: 0 });
  });
});
