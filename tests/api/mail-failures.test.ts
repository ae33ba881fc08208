import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_ATTEMPTS, EMAIL_STATUSES } from '../../src/engine/constants';
import type { OrganizationRow } from '../../src/server/db/database';
import { startMailWorker } from '../../src/server/mail/mail-worker';
import { createMailTransport } from '../../src/server/mail/transport';
import { buildOrg, buildUser } from './helpers/factories';
import {
  queueMail,
  startSmtp,
  TEST_MAIL_TIMINGS,
  withShortTimeouts,
  type SmtpMode,
  type TestSmtpServer,
} from './helpers/smtp-server';
import { startTestApp, type TestApp } from './helpers/test-app';

// The real outbox worker against a real SMTP server that refuses, times out or comes
// back. The worker's timings are shortened (runs only when kicked, leases of seconds, back-off of a second).

const MINUTE = 60_000;

let smtp: TestSmtpServer;
let smtpUrl: string;
let t: TestApp;
let org: OrganizationRow;
let headers: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtp();
  smtpUrl = withShortTimeouts(smtp.url);
  t = await startTestApp({ seedDemoData: false, smtpUrl, mailWorker: TEST_MAIL_TIMINGS });
  org = await buildOrg(t.app.db);
  const user = await buildUser(t.app.db, {
    organizationId: org.id,
    roles: ['dpt.email_history.read', 'dpt.email_history.write'],
  });
  headers = { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': org.slug };
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const queue = (subject: string) => queueMail(t.app.db, org.id, subject);

const rowOf = (id: number) =>
  t.app.db
    .selectFrom('emails')
    .select(['status', 'attempts', 'last_error', 'claimed_by', 'lease_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const timesReceived = (subject: string) => smtp.received.filter((m) => m.subject === subject).length;

/** Kicks the app's worker (as its timer would) until the e-mail has the status. */
async function untilStatus(id: number, status: number) {
  await expect
    .poll(
      async () => {
        await t.app.mail.kick();
        return (await rowOf(id)).status;
      },
      { timeout: MINUTE, interval: 100 },
    )
    .toBe(status);
}

/** The whole path of a refused e-mail: every attempt counted, failed after the last, resent and delivered. */
async function failThenResend(mode: SmtpMode, error: RegExp) {
  await smtp.setMode(mode);
  const [first, second] = [await queue(`${mode} 1`), await queue(`${mode} 2`)];
  await t.app.mail.kick();
  // the failed attempt is recorded and the batch goes on with the next e-mail
  for (const id of [first, second])
    expect(await rowOf(id)).toMatchObject({
      status: EMAIL_STATUSES.pending,
      attempts: 1,
      last_error: expect.stringMatching(error),
      claimed_by: null,
      lease_until: null,
    });
  // its back-off has not passed: a run now leaves it alone
  await t.app.mail.kick();
  expect((await rowOf(first)).attempts).toBe(1);

  await untilStatus(first, EMAIL_STATUSES.failed);
  await untilStatus(second, EMAIL_STATUSES.failed);
  const detail = await t.app.inject({ method: 'GET', url: `/api/Emails/${first}`, headers });
  expect(detail.statusCode).toBe(200);
  expect(detail.json()).toMatchObject({
    status: EMAIL_STATUSES.failed,
    attempts: EMAIL_MAX_ATTEMPTS,
    lastError: expect.stringMatching(error),
    resendable: true,
  });

  await smtp.setMode('accept');
  const resent = await t.app.inject({ method: 'POST', url: `/api/Emails/${first}/resend`, headers });
  expect(resent.statusCode).toBe(200);
  // the resend wakes the worker, which may have claimed it already
  expect(resent.json()).toMatchObject({ lastError: null, resendable: false });
  await untilStatus(first, EMAIL_STATUSES.sent);
  // its attempts started afresh: this was the first
  expect(await rowOf(first)).toMatchObject({ attempts: 1, last_error: null, claimed_by: null });
  expect(timesReceived(`${mode} 1`)).toBe(1);
  expect(timesReceived(`${mode} 2`)).toBe(0);
}

describe('a mail server that refuses', () => {
  it('closed port: each attempt is recorded, failed after the last, resent', { timeout: 2 * MINUTE }, () =>
    failThenResend('down', /ECONNREFUSED/),
  );

  it('550 on RCPT: each attempt is recorded, failed after the last, resent', { timeout: 2 * MINUTE }, () =>
    failThenResend('reject-rcpt', /550/),
  );

  it('451 on RCPT: each attempt is recorded, failed after the last, resent', { timeout: 2 * MINUTE }, () =>
    failThenResend('defer-rcpt', /451/),
  );

  it('554 after DATA: each attempt is recorded, failed after the last, resent', { timeout: 2 * MINUTE }, () =>
    failThenResend('reject-data', /554/),
  );
});

describe('a mail server that times out', () => {
  it(
    'never greeting: each attempt ends after the greeting timeout and is recorded',
    { timeout: 2 * MINUTE },
    () => failThenResend('silent', /greeting/i),
  );
});

describe('a mail server that comes back', () => {
  it(
    'sends the e-mail once when the server is up again, after two failed attempts',
    { timeout: MINUTE },
    async () => {
      await smtp.setMode('down');
      const id = await queue('Comes back');
      await expect
        .poll(
          async () => {
            await t.app.mail.kick();
            return (await rowOf(id)).attempts;
          },
          { timeout: MINUTE, interval: 100 },
        )
        .toBe(2);
      expect(await rowOf(id)).toMatchObject({
        status: EMAIL_STATUSES.pending,
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
      await smtp.setMode('accept');
      await untilStatus(id, EMAIL_STATUSES.sent);
      expect(await rowOf(id)).toMatchObject({ attempts: 3, last_error: null });
      expect(timesReceived('Comes back')).toBe(1);
    },
  );
});

describe('a cancelled e-mail waiting for its next attempt', () => {
  it('goes out at once when it is resent', { timeout: MINUTE }, async () => {
    await smtp.setMode('down');
    const id = await queue('Resent early');
    await t.app.mail.kick();
    expect(await rowOf(id)).toMatchObject({ status: EMAIL_STATUSES.pending, attempts: 1 });
    // as after a few failed attempts, with the next one far ahead
    await t.app.db
      .updateTable('emails')
      .set({ next_attempt_at: sql<Date>`now() + interval '1 hour'` })
      .where('id', '=', id)
      .execute();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/Emails/${id}/cancel`, headers });
    expect(cancel.statusCode).toBe(200);
    await smtp.setMode('accept');
    const resent = await t.app.inject({ method: 'POST', url: `/api/Emails/${id}/resend`, headers });
    expect(resent.statusCode).toBe(200);
    await t.app.mail.kick();
    expect(await rowOf(id)).toMatchObject({ status: EMAIL_STATUSES.sent, attempts: 1 });
    expect(timesReceived('Resent early')).toBe(1);
  });
});

describe('the claims of a running worker', () => {
  it(
    'gives back the e-mails of the batch it did not attempt when the database fails',
    { timeout: MINUTE },
    async () => {
      await smtp.setMode('accept');
      // a real error of the database: renewing the claim on this one e-mail before sending it is refused
      await sql`create function refuse_poison() returns trigger language plpgsql as $$
      begin raise exception 'poisoned e-mail'; end $$`.execute(t.app.db);
      await sql`create trigger refuse_poison before update on emails for each row
      when (old.status = 1 and new.status = 1 and old.subject = 'Poison')
      execute function refuse_poison()`.execute(t.app.db);
      const ids = [await queue('Poison'), await queue('After poison 1'), await queue('After poison 2')];
      await t.app.mail.kick();
      for (const id of ids)
        expect(await rowOf(id)).toMatchObject({
          status: EMAIL_STATUSES.pending,
          attempts: 0,
          claimed_by: null,
          lease_until: null,
        });

      await sql`drop trigger refuse_poison on emails`.execute(t.app.db);
      await sql`drop function refuse_poison`.execute(t.app.db);
      for (const id of ids) await untilStatus(id, EMAIL_STATUSES.sent);
      for (const subject of ['Poison', 'After poison 1', 'After poison 2'])
        expect(timesReceived(subject)).toBe(1);
    },
  );

  it('keeps an e-mail whose sending takes longer than the lease', { timeout: MINUTE }, async () => {
    // the last test: the app's own worker stops, two workers of the test's own share the outbox
    await t.app.mail.stop();
    await smtp.setMode('accept');
    smtp.setDelay(TEST_MAIL_TIMINGS.leaseMs * 3);
    const id = await queue('Slow');
    const worker = (workerId: string) =>
      startMailWorker({
        db: t.app.db,
        transport: createMailTransport({ smtpUrl, pickupDir: '/nonexistent', publicUrl: t.config.publicUrl }),
        log: t.app.log,
        workerId,
        ...TEST_MAIL_TIMINGS,
      });
    const holder = worker('holder');
    await expect.poll(() => smtp.inFlight(), { timeout: MINUTE, interval: 20 }).toBe(1);
    // another instance looks for e-mails all the while the first sends: the claim it sees never expires
    const other = worker('other');
    const until = Date.now() + TEST_MAIL_TIMINGS.leaseMs * 2;
    while (Date.now() < until) {
      await other.kick();
      expect(await rowOf(id)).toMatchObject({ status: EMAIL_STATUSES.sending, claimed_by: 'holder' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await holder.stop();
    await other.stop();
    smtp.setDelay(0);
    expect(await rowOf(id)).toMatchObject({
      status: EMAIL_STATUSES.sent,
      claimed_by: null,
      lease_until: null,
    });
    expect(timesReceived('Slow')).toBe(1);
  });
});
