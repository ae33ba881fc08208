import { describe, expect, it } from 'vitest';
import type { ProcessDomainEvent } from '../../src/server/processes';
import { PROCESS_LIST_GROUP, processGroup, type ProcessChange } from '../../src/engine/hubs';
import {
  buildProcessOrg,
  client,
  createProcess,
  completeSelfEvaluation,
  expectStatus,
  type Person,
} from './helpers/process-factories';
import { buildUser } from './helpers/factories';
import { tokenOf } from './helpers/hub-listener';
import { useTestApp } from './helpers/use-test-app';

const { t, hubs } = useTestApp({ hubs: true });

type Change = ProcessChange;

/** Connects `who` to a hub and records the payloads of the given targets. */
const listen = (who: Person, slug: string, hub: string, targets: string[]) =>
  hubs.listen<Change>(hub, slug, tokenOf(who.headers), targets);

describe('real time for feedback processes', () => {
  it('process events reach the participants and the readers of every process, not colleagues or another organization', async () => {
    const a = await buildProcessOrg(t);
    const b = await buildProcessOrg(t);
    const targets = ['FeedbackProcessCreated', 'FeedbackProcessUpdated'];
    const colleagueA = await listen(a.colleague, a.org.slug, 'feedbacks', targets);
    const supervisorA = await listen(a.supervisor, a.org.slug, 'feedbacks', targets);
    const adminA = await listen(a.admin, a.org.slug, 'feedbacks', targets);
    const adminB = await listen(b.admin, b.org.slug, 'feedbacks', targets);
    // the readers of every process hear list changes in their group, joined with that right only
    await adminA.connection.invoke('JoinGroup', PROCESS_LIST_GROUP);
    await adminB.connection.invoke('JoinGroup', PROCESS_LIST_GROUP);
    await expect(colleagueA.connection.invoke('JoinGroup', PROCESS_LIST_GROUP)).rejects.toThrow(
      /may not join/,
    );
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
    const created = (heard: typeof adminA.received) =>
      heard.some((r) => r.target === 'FeedbackProcessCreated');
    await supervisorA.until(created);
    await adminA.until(created);
    const self = process.feedbackOf(1);
    expectStatus(
      await client(t, a.employee).post('/api/feedbackValues/item', {
        feedbackId: self,
        elementId: 's-overall',
        value: 4,
      }),
      200,
    );
    // the first save starts the self-assessment: a list change
    await adminA.until((heard) => heard.some((r) => r.target === 'FeedbackProcessUpdated'));
    expect(adminA.received.find((r) => r.target === 'FeedbackProcessUpdated')?.value).toEqual({
      processId: process.id,
      feedbackId: self,
      statusId: 110,
      listChanged: true,
    });
    await supervisorA.until((heard) => heard.some((r) => r.target === 'FeedbackProcessUpdated'));
    await recipientHub.until(() =>
      recipientHub.received.some((r) => r.target === 'RecipientProcessesUpdated'),
    );
    await supervisorHub.until(() => supervisorHub.received.some((r) => r.target === 'DonorProcessesUpdated'));
    expect(supervisorHub.received.some((r) => r.target === 'RecipientProcessesUpdated')).toBe(false);

    // submitting publishes on feedback-submitted to the participants
    const api = client(t, a.employee);
    await completeSelfEvaluation(api, self);
    expectStatus(await api.post('/api/Feedbacks/Submit', { feedbackId: self }), 200);
    await submittedHub.until(() => submittedHub.received.length > 0);
    expect(submittedHub.received[0].value).toMatchObject({
      processId: process.id,
      feedbackId: self,
      statusId: 120,
    });

    // an event of B's organization reaches B's reader; had A's events reached B, they would have come first
    await createProcess(t, b.employee, b.employee.user.id);
    await adminB.until((heard) => heard.length > 0);
    expect(adminB.received.every((r) => r.value.processId !== process.id)).toBe(true);
    // the colleague, who takes no part, heard nothing of it all
    expect(colleagueA.received).toEqual([]);
  });

  it('domain events have one subscription point, emitted after the commit only', async () => {
    const o = await buildProcessOrg(t);
    const seen: ProcessDomainEvent[] = [];
    const unsubscribe = t.processes.events.subscribe(
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

  it('later saves reach the open screens of the process only, named by the client that saved', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const self = process.feedbackOf(1);
    const api = client(t, { ...o.employee.headers, 'x-client-id': 'tab-of-the-employee' });
    const first = { feedbackId: self, elementId: 's-overall', value: 4 };
    expectStatus(await api.post('/api/feedbackValues/item', first), 200);
    const targets = ['FeedbackProcessUpdated'];
    const viewer = await listen(o.supervisor, o.org.slug, 'feedbacks', targets);
    const participantNotViewing = await listen(o.preSupervisor, o.org.slug, 'feedbacks', targets);
    const admin = await listen(o.admin, o.org.slug, 'feedbacks', targets);
    const colleague = await listen(o.colleague, o.org.slug, 'feedbacks', targets);
    await viewer.connection.invoke('JoinGroup', processGroup(process.id));
    await admin.connection.invoke('JoinGroup', PROCESS_LIST_GROUP);
    // a process's group is joined only by who may see the process
    await expect(colleague.connection.invoke('JoinGroup', processGroup(process.id))).rejects.toThrow(
      /may not join/,
    );

    const later = { feedbackId: self, elementId: 's-highlights', itemId: null, comment: 'Nachgetragen' };
    expectStatus(await api.post('/api/FeedbackComments', later), 200);
    await viewer.until((heard) => heard.some((h) => h.value.feedbackId === self));
    expect(viewer.received.at(-1)?.value).toEqual({
      processId: process.id,
      feedbackId: self,
      statusId: 110,
      origin: 'tab-of-the-employee',
      listChanged: false,
    });
    // a step afterwards reaches everyone concerned; the answer before it reached only the open screen
    await completeSelfEvaluation(client(t, o.employee), self);
    expectStatus(await client(t, o.employee).post('/api/Feedbacks/Submit', { feedbackId: self }), 200);
    for (const listener of [participantNotViewing, admin])
      await listener.until((heard) => heard.some((h) => h.value.statusId === 120));
    for (const listener of [participantNotViewing, admin])
      expect(listener.received.every((h) => h.value.listChanged)).toBe(true);
    expect(colleague.received).toEqual([]);
  });

  it('with 50 colleagues connected, a value save reaches only the open viewers of the process', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const self = process.feedbackOf(1);
    const writer = client(t, { ...o.employee.headers, 'x-client-id': 'tab-of-the-writer' });
    const answer = (value: number) => ({ feedbackId: self, elementId: 's-overall', value });
    expectStatus(await writer.post('/api/feedbackValues/item', answer(3)), 200);

    const everything = ['FeedbackProcessCreated', 'FeedbackProcessUpdated'];
    const colleagues = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const user = await buildUser(t.app.db, { organizationId: o.org.id, firstName: `Colleague ${i}` });
        return listen(
          { user, headers: { authorization: `Bearer ${await t.tokenFor(user.subject)}` } },
          o.org.slug,
          'feedbacks',
          everything,
        );
      }),
    );
    const groups = [processGroup(process.id)];
    const viewers = [
      await hubs.listen<Change>('feedbacks', o.org.slug, tokenOf(o.employee.headers), everything, groups),
      await hubs.listen<Change>('feedbacks', o.org.slug, tokenOf(o.supervisor.headers), everything, groups),
    ];
    // participants with no screen of the process open, and a reader of every process
    const others = [
      await listen(o.preSupervisor, o.org.slug, 'feedbacks', everything),
      await listen(o.mentor, o.org.slug, 'feedbacks', everything),
      await hubs.listen<Change>('feedbacks', o.org.slug, tokenOf(o.admin.headers), everything, [
        PROCESS_LIST_GROUP,
      ]),
    ];

    expectStatus(await writer.post('/api/feedbackValues/item', answer(4)), 200);
    for (const viewer of viewers) await viewer.until((heard) => heard.length > 0);
    // a later step reaches everyone concerned: once it is there, the answer's message had its chance too
    await completeSelfEvaluation(client(t, o.employee), self);
    expectStatus(await client(t, o.employee).post('/api/Feedbacks/Submit', { feedbackId: self }), 200);
    for (const listener of others) await listener.until((heard) => heard.length > 0);

    for (const viewer of viewers)
      expect(viewer.received[0]).toEqual({
        target: 'FeedbackProcessUpdated',
        value: {
          processId: process.id,
          feedbackId: self,
          statusId: 110,
          origin: 'tab-of-the-writer',
          listChanged: false,
        },
      });
    for (const listener of others)
      expect(listener.received.every((heard) => heard.value.listChanged)).toBe(true);
    expect(colleagues.flatMap((colleague) => colleague.received)).toEqual([]);
  });
});
