import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, civilDateIn } from '../../src/engine/calendar';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { buildServer, type BuiltServer } from '../../src/server/app';
import { runReminders, type ReminderServices } from '../../src/server/features/notifications/reminders';
import { syncPdpStatuses } from '../../src/server/features/pdp/status-job';
import {
  buildProcessOrg,
  client,
  completeSelfEvaluation,
  createProcess,
  expectStatus,
  type ProcessOrg,
  setTalkDate,
} from './helpers/process-factories';
import { startTestApp, type TestApp } from './helpers/test-app';
import { buildPdpOrg, createPdp } from './pdp-helpers';

// Every instance runs every scheduled job; each due item is still acted on once. Here the PDP
// status job, the talk-date job and the reminder job of two instances on one database run at the same moment
// over the same items (on PostgreSQL under `npm run test:pg` each instance with its own connection pool).

let t: TestApp;
let second: BuiltServer;
let secondDir: string;

beforeAll(async () => {
  t = await startTestApp();
  secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-instance-'));
  // the second instance: its own pool on PostgreSQL, the same in-memory handle on PGlite
  second = await buildServer(
    { ...t.config, dataDir: secondDir },
    {
      logger: false,
      ...(t.config.databaseUrl
        ? {}
        : {
            database: {
              db: t.app.db,
              kind: 'pglite' as const,
              close: async () => {},
              limitStatements: () => {},
            },
          }),
    },
  );
  await second.app.ready();
}, 120_000);

afterAll(async () => {
  await second?.app.close();
  fs.rmSync(secondDir, { recursive: true, force: true });
  await t?.close();
});

describe('scheduled jobs on two instances', () => {
  it('moves each PDP once when both instances run the status job at the same time', async () => {
    const org = await buildPdpOrg(t);
    const pdps = [await createPdp(t, org.employee), await createPdp(t, org.supervisor, org.peer.user.id)];
    const review = addDays(civilDateIn(new Date(), 'Europe/Berlin'), 10);
    for (const { processId } of pdps)
      expectStatus(
        await client(t, org.supervisor).post('/api/Pdp/SetReviewDate', {
          processId,
          reviewDate: `${review}T10:00:00.000Z`,
        }),
        200,
      );
    const later = new Date(`${addDays(review, 1)}T09:00:00Z`);
    await Promise.all([syncPdpStatuses(t.pdp, later), syncPdpStatuses(second.pdp, later)]);

    for (const { processId } of pdps) {
      const events = await t.app.db
        .selectFrom('process_events')
        .select(['from_status', 'to_status'])
        .where('process_id', '=', processId)
        .where('kind', '=', 'statusSet')
        .execute();
      expect(events).toEqual([{ from_status: 120, to_status: 199 }]);
    }
  });
});

const SELF = 1;
const MANAGER = 2;
const DAY = 24 * 60 * 60 * 1000;

/** What an organization's people were told: e-mails queued and in-app notifications, by kind/subject. */
async function toldIn(organizationId: number) {
  const db = t.app.db;
  const emails = await db
    .selectFrom('emails')
    .select(['recipient', 'subject'])
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .select(['user_id', 'kind'])
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
  return { emails, notifications };
}

const since = (before: Awaited<ReturnType<typeof toldIn>>, after: Awaited<ReturnType<typeof toldIn>>) => ({
  emails: after.emails.slice(before.emails.length).map((m) => m.subject),
  notifications: after.notifications.slice(before.notifications.length).map((n) => n.kind),
});

/** A MAFEG with both evaluations submitted (status 140) and a talk date on 2099-01-10. */
async function mafegWaitingForTheTalk(): Promise<{ o: ProcessOrg; processId: number }> {
  const o = await buildProcessOrg(t);
  const process = await createProcess(t, o.supervisor, o.employee.user.id);
  for (const [who, type, prefix] of [
    [o.employee, SELF, 's'],
    [o.supervisor, MANAGER, 'm'],
  ] as const) {
    const api = client(t, who);
    const feedbackId = process.feedbackOf(type);
    expectStatus(
      await api.post('/api/feedbackValues/item', { feedbackId, elementId: `${prefix}-overall`, value: 4 }),
      200,
    );
    await completeSelfEvaluation(api, feedbackId, prefix);
    expectStatus(await api.post('/api/Feedbacks/Submit', { feedbackId }), 200);
    if (type === SELF) await setTalkDate(t, o.supervisor, process.id, '2099-01-10T10:00:00Z');
  }
  return { o, processId: process.id };
}

const talkDateEvents = (processId: number) =>
  t.app.db
    .selectFrom('process_events')
    .select(['from_status', 'to_status'])
    .where('process_id', '=', processId)
    .where('kind', '=', 'talkDateReached')
    .execute();

/** The reminder job's services of an instance, as its scheduler builds them (no mail worker to wake here). */
const reminderServices = (app: FastifyInstance): ReminderServices => ({
  db: app.db,
  hubs: app.hubs,
  organizationConfig: app.organizationConfig,
  mail: { kick: async () => {}, from: app.config.mailFrom, publicUrl: app.config.publicUrl },
});

describe('talk dates and reminders on two instances', () => {
  it('fires each passed talk date once when both instances run the talk-date job at the same time', async () => {
    const processes = [];
    for (let i = 0; i < 3; i++) processes.push(await mafegWaitingForTheTalk());
    // what the instances tell their subscribers (hub messages, notifications, goals) after each commit
    const told: { instance: number; processId: number }[] = [];
    const unsubscribe = [t.processes, second.processes].map((core, instance) =>
      core.events.subscribe(({ processId }) => void told.push({ instance, processId }), ['talkDateReached']),
    );
    const later = new Date('2099-01-11T00:00:00Z');
    const [a, b] = await Promise.all([
      t.processes.fireReachedTalkDates(later),
      second.processes.fireReachedTalkDates(later),
    ]).finally(() => unsubscribe.forEach((stop) => stop()));
    // the job also moves the demo data's passed talk dates: each process once, whichever instance moved it
    const moved = told.map((event) => event.processId);
    expect(a + b).toBe(moved.length);
    expect(new Set(moved).size).toBe(moved.length);
    for (const { processId } of processes) {
      expect(await talkDateEvents(processId)).toEqual([{ from_status: 140, to_status: 150 }]);
      expect(moved.filter((id) => id === processId)).toHaveLength(1);
    }
  });

  it('sends each due reminder once when both instances run the reminder job at the same time', async () => {
    const now = new Date();
    const processes = [];
    for (let i = 0; i < 3; i++) {
      const o = await buildProcessOrg(t);
      const process = await createProcess(t, o.supervisor, o.employee.user.id, PROCESS_TYPES.EHG);
      // the documentation is still open three days before the talk: its author is reminded
      const soon = new Date(now.getTime() + 3 * DAY).toISOString();
      await setTalkDate(t, o.supervisor, process.id, soon);
      processes.push({ o, before: await toldIn(o.org.id) });
    }
    await Promise.all([
      runReminders(reminderServices(t.app), now),
      runReminders(reminderServices(second.app), now),
    ]);
    for (const { o, before } of processes) {
      const { emails } = since(before, await toldIn(o.org.id));
      const name = `${o.employee.user.first_name} ${o.employee.user.last_name}`;
      expect(emails).toEqual([`Erinnerung: Dokumentation für ${name} ist noch offen`]);
      const claims = await t.app.db
        .selectFrom('sent_reminders')
        .select(['user_id', 'email_id'])
        .where('organization_id', '=', o.org.id)
        .execute();
      expect(claims).toHaveLength(1);
      expect(claims[0]).toMatchObject({ user_id: o.supervisor.user.id });
      expect(claims[0].email_id).not.toBeNull();
    }
  });
});
