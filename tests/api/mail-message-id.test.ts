import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_STATUSES } from '../../src/engine/constants';
import { buildOrg } from './helpers/factories';
import {
  queueMail,
  startSmtp,
  TEST_MAIL_TIMINGS,
  withShortTimeouts,
  type TestSmtpServer,
} from './helpers/smtp-server';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * An instance killed (kill -9) after the relay accepted an e-mail but before it recorded that sends it again once
 * the lease has run out; both copies carry one Message-ID, so the receiving system can drop the second.
 */
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    seedDemoData: false,
    smtpUrl: withShortTimeouts(smtp.url),
    mailWorker: TEST_MAIL_TIMINGS,
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

describe('the Message-ID of an e-mail', () => {
  it('is the same in both attempts when the instance died after the hand-over, and differs between e-mails', async () => {
    const org = await buildOrg(t.app.db);
    const queue = (subject: string) => queueMail(t.app.db, org.id, subject);
    const id = await queue('Twice');
    const other = await queue('Another');
    await t.app.mail.kick();
    expect(smtp.received.filter((m) => m.subject === 'Twice')).toHaveLength(1);

    // what a kill -9 between the relay's OK and the status update leaves: "sending" under an expired lease
    await t.app.db
      .updateTable('emails')
      .set({ status: EMAIL_STATUSES.sending, claimed_by: 'killed', lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await t.app.mail.kick();
    const copies = smtp.received.filter((m) => m.subject === 'Twice');
    expect(copies).toHaveLength(2);
    const [first, second] = copies.map((m) => messageIdOf(m.raw));
    expect(second).toBe(first);
    expect(first).toMatch(/^<.+@localhost>$/);
    const another = messageIdOf(smtp.received.find((m) => m.subject === 'Another')!.raw);
    expect(another).not.toBe(first);
    expect(other).not.toBe(id);
  });
});
