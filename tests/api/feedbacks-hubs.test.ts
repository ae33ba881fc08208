import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessDomainEvent } from '../../src/server/features/feedbacks/events';
import {
  buildProcessOrg,
  client,
  createProcess,
  completeSelfEvaluation,
  expectStatus,
  type Person,
} from './helpers/process-factories';
import { hubServer, tokenOf } from './helpers/hub-listener';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let hubs: Awaited<ReturnType<typeof hubServer>>;

beforeAll(async () => {
  t = await startTestApp();
  hubs = await hubServer(t);
});
afterAll(async () => {
  await hubs.stopAll();
  await t.close();
});

type Change = { processId: number; feedbackId?: number; statusId: number };

/** Connects `who` to a hub and records the payloads of the given targets. */
const listen = (who: Person, slug: string, hub: string, targets: string[]) =>
  hubs.listen<Change>(hub, slug, tokenOf(who.headers), targets);

describe('real time for feedback processes', () => {
  it('FeedbackProcessUpdated reaches the organization and not another one; the users hub reaches the people', async () => {
    const a = await buildProcessOrg(t);
    const b = await buildProcessOrg(t);
    const feedbacksA = await listen(a.colleague, a.org.slug, 'feedbacks', [
      'FeedbackProcessCreated',
      'FeedbackProcessUpdated',
    ]);
    const feedbacksB = await listen(b.colleague, b.org.slug, 'feedbacks', [
      'FeedbackProcessCreated',
      'FeedbackProcessUpdated',
    ]);
    const recipientHub = await listen(a.employee, a.org.slug, 'users', [
      'RecipientProcessesUpdated',
      'FeedbackTasksUpdated',
    ]);
    const supervisorHub = await listen(a.supervisor, a.org.slug, 'users', [
      'DonorProcessesUpdated',
      'RecipientProcessesUpdated',
    ]);
    const submittedHub = await listen(a.supervisor, a.org.slug, 'feedback-submitted', ['FeedbackSubmitted']);

    const process = await createProcess(t, a.employee, a.employee.user.id);
    await feedbacksA.until(() => feedbacksA.received.some((r) => r.target === 'FeedbackProcessCreated'));
    const self = process.feedbackOf(1);
    expectStatus(
      await client(t, a.employee).post('/api/feedbackValues/item', {
        feedbackId: self,
        elementId: 's-overall',
        value: 4,
      }),
      200,
    );
    await feedbacksA.until(() => feedbacksA.received.some((r) => r.target === 'FeedbackProcessUpdated'));
    expect(feedbacksA.received.find((r) => r.target === 'FeedbackProcessUpdated')?.value).toEqual({
      processId: process.id,
      feedbackId: self,
      statusId: 110,
    });
    await recipientHub.until(() =>
      recipientHub.received.some((r) => r.target === 'RecipientProcessesUpdated'),
    );
    await supervisorHub.until(() => supervisorHub.received.some((r) => r.target === 'DonorProcessesUpdated'));
    expect(supervisorHub.received.some((r) => r.target === 'RecipientProcessesUpdated')).toBe(false);

    // an event of B's organization reaches B; had A's events reached B, they would have come first
    await createProcess(t, b.employee, b.employee.user.id);
    await feedbacksB.until(() => feedbacksB.received.length > 0);
    expect(feedbacksB.received.every((r) => r.value.processId !== process.id)).toBe(true);

    // submitting publishes on feedback-submitted too
    const api = client(t, a.employee);
    await completeSelfEvaluation(api, self);
    expectStatus(await api.post('/api/Feedbacks/Submit', { feedbackId: self }), 200);
    await submittedHub.until(() => submittedHub.received.length > 0);
    expect(submittedHub.received[0].value).toMatchObject({
      processId: process.id,
      feedbackId: self,
      statusId: 120,
    });
  });

  it('domain events have one subscription point, emitted after the commit only', async () => {
    const o = await buildProcessOrg(t);
    const seen: ProcessDomainEvent[] = [];
    const unsubscribe = t.app.processEvents.subscribe(
      (event) => {
        seen.push(event);
      },
      ['created', 'vetoed'],
    );
    try {
      const process = await createProcess(t, o.employee, o.employee.user.id);
      // a refused action records nothing
      await client(t, o.mentor).post('/api/feedbackValues/item', {
        feedbackId: process.feedbackOf(1),
        elementId: 's-overall',
        value: 1,
      });
      expect(seen.map((e) => [e.kind, e.processId, e.toStatus])).toEqual([['created', process.id, 100]]);
      expect(seen[0].audience).toMatchObject({
        recipientId: o.employee.user.id,
        lineIds: [o.supervisor.user.id, o.preSupervisor.user.id, o.head.user.id],
      });
    } finally {
      unsubscribe();
    }
  });

  it('later saves (after the one that started the feedback) reach the open screens too', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const self = process.feedbackOf(1);
    const api = client(t, o.employee);
    const first = { feedbackId: self, elementId: 's-overall', value: 4 };
    expectStatus(await api.post('/api/feedbackValues/item', first), 200);
    const reader = await listen(o.supervisor, o.org.slug, 'feedbacks', ['FeedbackProcessUpdated']);
    const later = { feedbackId: self, elementId: 's-highlights', itemId: null, comment: 'Nachgetragen' };
    expectStatus(await api.post('/api/FeedbackComments', later), 200);
    await reader.until((heard) => heard.some((h) => h.value.feedbackId === self));
    expect(reader.received.at(-1)?.value).toMatchObject({ processId: process.id, feedbackId: self });
  });
});
