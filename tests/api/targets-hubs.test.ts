import { describe, expect, it } from 'vitest';
import {
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  type Person,
} from './helpers/process-factories';
import { tokenOf } from './helpers/hub-listener';
import { useTestApp } from './helpers/use-test-app';

const { t, hubs } = useTestApp({ hubs: true });

/** Connects `who` to the users hub and records the owners named by TargetsUpdated. */
async function listen(who: Person, slug: string) {
  const hub = await hubs.listen<{ userId: number }>('users', slug, tokenOf(who.headers), ['TargetsUpdated']);
  return {
    get owners() {
      return hub.received.map((r) => r.value.userId);
    },
    until: (owner: number, times = 1) =>
      hub.until((received) => received.filter((r) => r.value.userId === owner).length >= times),
  };
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
