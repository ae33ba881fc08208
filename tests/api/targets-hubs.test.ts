import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  type Person,
} from './helpers/process-factories';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let baseUrl: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t.close();
});

/** Connects `who` to the users hub and records the owners named by TargetsUpdated. */
async function listen(who: Person, slug: string) {
  const token = who.headers.authorization.replace('Bearer ', '');
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/hubs/users?organization=${slug}`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  const owners: number[] = [];
  const waiters: (() => void)[] = [];
  connection.on('TargetsUpdated', (change: { userId: number }) => {
    owners.push(change.userId);
    waiters.splice(0).forEach((w) => w());
  });
  await connection.start();
  connections.push(connection);
  const until = (owner: number, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(owners)}`)), 10_000);
      const check = () => {
        if (owners.filter((o) => o === owner).length >= times) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });
  return { owners, until };
}

const goal = (id: string) => ({ id, title: id, status: 0, subTargets: [], actions: [] });

describe('TargetsUpdated on the users hub', () => {
  it('reaches the owner and their supervisor line, not a peer; a transfer to final goals sends it too', async () => {
    const o = await buildProcessOrg(t);
    const employee = await listen(o.employee, o.org.slug);
    const head = await listen(o.head, o.org.slug);
    const peer = await listen(o.peer, o.org.slug);
    const supervisor = client(t, o.supervisor);
    expectStatus(
      await supervisor.post('/api/Feedbacks/Targets/SaveTarget', {
        target: goal(`hub-${Date.now()}`),
        userId: o.employee.user.id,
      }),
      200,
    );
    await employee.until(o.employee.user.id);
    await head.until(o.employee.user.id);
    // the peer hears of their own goals only (this message arrives after the one above would have)
    expectStatus(
      await supervisor.post('/api/Feedbacks/Targets/SaveTarget', {
        target: goal(`peer-${Date.now()}`),
        userId: o.peer.user.id,
      }),
      200,
    );
    await peer.until(o.peer.user.id);
    await head.until(o.peer.user.id);
    expect(peer.owners).toEqual([o.peer.user.id]);

    // final confirmation (set by an administrator) copies the documentation's goals: the employee hears of it
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const admin = client(t, o.admin);
    await admin.post('/api/Feedbacks/SetProcessStatus', { processId: process.id, statusId: 150 });
    expectStatus(
      await supervisor.post('/api/Feedbacks/Targets/SaveTarget', {
        feedbackId: process.feedbackOf(3),
        elementId: 'd-goals',
        target: goal(`doc-${Date.now()}`),
      }),
      200,
    );
    await employee.until(o.employee.user.id, 2);
    expectStatus(
      await admin.post('/api/Feedbacks/SetProcessStatus', { processId: process.id, statusId: 170 }),
      200,
    );
    await employee.until(o.employee.user.id, 3);
    expect(peer.owners).toEqual([o.peer.user.id]);
  });
});
