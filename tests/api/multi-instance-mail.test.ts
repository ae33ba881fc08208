import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_STATUSES } from '../../src/engine/constants';
import type { OrganizationRow } from '../../src/server/db/database';
import { buildOrg } from './helpers/factories';
import { startCluster, type Cluster, type Instance } from './helpers/multi-instance-cluster';
import { queueMail, startSmtp, type TestSmtpServer } from './helpers/smtp-server';

// Two instances on one database and a slow mail server; every e-mail goes out exactly once,
// also while one instance restarts, and an e-mail held by a stopped instance is taken over only after its lease.

let smtp: TestSmtpServer;
let cluster: Cluster;
let a: Instance;
let b: Instance;
let org: OrganizationRow;

beforeAll(async () => {
  smtp = await startSmtp({ delayMs: 60 });
  cluster = await startCluster({ seedDemoData: false, smtpUrl: smtp.url });
  a = await cluster.start();
  b = await cluster.start();
  org = await buildOrg(cluster.db());
}, 120_000);

afterAll(async () => {
  await cluster?.close();
  await smtp?.close();
});

async function queue(prefix: string, count: number): Promise<string[]> {
  const subjects = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  for (const subject of subjects) await queueMail(cluster.db(), org.id, subject);
  return subjects;
}

const timesReceived = (subject: string) => smtp.received.filter((m) => m.subject === subject).length;

async function statusesOf(prefix: string) {
  return cluster
    .db()
    .selectFrom('emails')
    .select(['subject', 'status', 'claimed_by', 'lease_until'])
    .where('subject', 'like', `${prefix} %`)
    .execute();
}

/** Waits (kicking the given instances' workers) until every e-mail of the prefix is marked sent. */
async function untilAllSent(prefix: string, count: number, instances: Instance[]) {
  await expect
    .poll(
      async () => {
        await Promise.all(instances.map((i) => i.app.mail.kick()));
        return (await statusesOf(prefix)).filter((r) => r.status === EMAIL_STATUSES.sent).length;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(count);
}

describe('the outbox on two instances', () => {
  it(
    'sends every e-mail exactly once when both instances work the outbox at the same time',
    { timeout: 90_000 },
    async () => {
      const subjects = await queue('Together', 24);
      await Promise.all([a.app.mail.kick(), b.app.mail.kick(), a.app.mail.kick(), b.app.mail.kick()]);
      await untilAllSent('Together', 24, [a, b]);
      for (const subject of subjects) expect(timesReceived(subject), subject).toBe(1);
      const rows = await statusesOf('Together');
      expect(rows.every((r) => r.claimed_by === null && r.lease_until === null)).toBe(true);
    },
  );

  it(
    'sends every e-mail exactly once while one instance restarts in the middle of sending',
    { timeout: 120_000 },
    async () => {
      const subjects = await queue('Restart', 20);
      const running = Promise.all([a.app.mail.kick(), b.app.mail.kick()]);
      // the restart begins while messages are on the wire
      await expect
        .poll(() => smtp.received.filter((m) => m.subject.startsWith('Restart')).length)
        .toBeGreaterThan(2);
      await a.close();
      // the new instance's start must not take over what B is sending right now (no reset of "sending" at start)
      a = await cluster.start();
      await running;
      await untilAllSent('Restart', 20, [a, b]);
      for (const subject of subjects) expect(timesReceived(subject), subject).toBe(1);
      expect((await statusesOf('Restart')).some((r) => r.status === EMAIL_STATUSES.sending)).toBe(false);
    },
  );

  it(
    'takes over the e-mails of a stopped instance only after their lease has expired',
    { timeout: 120_000 },
    async () => {
      const [held, expired] = await queue('Lease', 2);
      const markClaimed = (subject: string, lease: string) =>
        cluster
          .db()
          .updateTable('emails')
          .set({
            status: EMAIL_STATUSES.sending,
            attempts: 1,
            claimed_by: 'crashed-instance',
            lease_until: sql`now() + ${lease}::interval`,
          })
          .where('subject', '=', subject)
          .execute();
      await markClaimed(held, '1 hour');
      await markClaimed(expired, '-1 second');

      await expect
        .poll(
          async () => {
            await Promise.all([a.app.mail.kick(), b.app.mail.kick()]);
            return (await statusesOf('Lease')).find((r) => r.subject === expired)?.status;
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBe(EMAIL_STATUSES.sent);
      expect(timesReceived(expired)).toBe(1);
      expect(timesReceived(held)).toBe(0);
      const heldRow = (await statusesOf('Lease')).find((r) => r.subject === held)!;
      expect(heldRow).toMatchObject({ status: EMAIL_STATUSES.sending, claimed_by: 'crashed-instance' });

      // a newly started instance leaves it alone as well
      const c = await cluster.start();
      await c.app.mail.kick();
      expect(timesReceived(held)).toBe(0);
      await c.close();

      await cluster
        .db()
        .updateTable('emails')
        .set({ lease_until: sql`now() - interval '1 second'` })
        .where('subject', '=', held)
        .execute();
      await untilAllSent('Lease', 2, [a, b]);
      expect(timesReceived(held)).toBe(1);
      expect(timesReceived(expired)).toBe(1);
    },
  );
});
