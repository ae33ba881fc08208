import { describe, expect, it } from 'vitest';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { FORMS_LIST_GROUP, PROCESS_LIST_GROUP, processGroup } from '../../src/engine/hubs';
import { tokenOf, type HubListener } from './helpers/hub-listener';
import {
  assignDocumentationForm,
  buildProcessOrg,
  buildPromotionOrg,
  client,
  createProcess,
  expectStatus,
  type Person,
  type ProcessOrg,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

/**
 * Through the official SignalR client: a hub tells only who may know. A group is joined only
 * with the right to read what it carries; promotion and process events reach the participants and the readers of
 * every process, never an employee who may not see the process. That nothing came is proven by an event the
 * employee may see, published after the other: a connection gets its messages in order. A supervisor-line member
 * whom the workflow does not let read a process at its status hears nothing of it, on any hub; one who may, hears it.
 */
const { t, hubs } = useTestApp({ hubs: true, config: { seedDemoData: false } });

type Ids = { processId: number };
const listen = (who: Person, org: ProcessOrg, hub: string, targets: string[]) =>
  hubs.listen<Ids>(hub, org.org.slug, tokenOf(who.headers), targets);
const heardProcess = (listener: HubListener<Ids>, processId: number) =>
  listener.until((heard) => heard.some((r) => r.value.processId === processId));
const processIds = (listener: HubListener<Ids>) => listener.received.map((r) => r.value.processId);

const nominate = async (o: ProcessOrg, nominee: Person) =>
  expectStatus(
    await client(t, o.supervisor).post('/api/careerDevelopment/addPromotionUser', {
      userId: nominee.user.id,
    }),
    201,
  ).json() as { processId: number };

describe('hub groups are joined with the right to read what they carry', () => {
  it('an employee joins neither the forms groups, nor the process list, nor a process it may not see', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const forms = await listen(o.colleague, o, 'forms', ['FormSaved']);
    await expect(forms.connection.invoke('JoinGroup', FORMS_LIST_GROUP)).rejects.toThrow(/may not join/);
    await expect(forms.connection.invoke('JoinGroup', `form:${o.forms.self.id}`)).rejects.toThrow(
      /may not join/,
    );
    for (const hub of ['feedbacks', 'organization', 'promotions', 'process-overview']) {
      const colleague = await listen(o.colleague, o, hub, []);
      await expect(colleague.connection.invoke('JoinGroup', PROCESS_LIST_GROUP)).rejects.toThrow(
        /may not join/,
      );
      await expect(colleague.connection.invoke('JoinGroup', processGroup(process.id))).rejects.toThrow(
        /may not join/,
      );
    }
    // the participants may: the recipient its process, the reader of every process the list
    const recipient = await listen(o.employee, o, 'feedbacks', []);
    await expect(recipient.connection.invoke('JoinGroup', processGroup(process.id))).resolves.toBeUndefined();
    const reader = await listen(o.admin, o, 'organization', []);
    await expect(reader.connection.invoke('JoinGroup', PROCESS_LIST_GROUP)).resolves.toBeUndefined();
  });
});

describe('events reach only who may read their object', () => {
  it('PromotionProcessAdded reaches the nominating supervisor and the readers of every process, not the nominee', async () => {
    const o = await buildPromotionOrg(t);
    const targets = ['PromotionProcessAdded', 'Probe'];
    const supervisor = await listen(o.supervisor, o, 'promotions', targets);
    const peer = await listen(o.peer, o, 'promotions', targets);
    const colleague = await listen(o.colleague, o, 'promotions', targets);
    const nominee = await listen(o.employee, o, 'promotions', targets);
    const reader = await listen(o.admin, o, 'promotions', targets);
    await reader.connection.invoke('JoinGroup', PROCESS_LIST_GROUP);

    const first = await nominate(o, o.employee);
    const second = await nominate(o, o.peer);
    for (const processId of [first.processId, second.processId]) {
      await heardProcess(supervisor, processId);
      await heardProcess(reader, processId);
    }
    // the promotion workflow hides a nomination from the nominee (the promotions list does not show it them):
    // a probe published after both nominations arrives after anything they were sent
    for (const [person, listener] of [
      [o.employee, nominee],
      [o.peer, peer],
      [o.colleague, colleague],
    ] as const) {
      await t.app.hubs.publish({
        hub: 'promotions',
        organizationId: o.org.id,
        target: 'Probe',
        args: [{ processId: 0 }],
        to: { kind: 'user', userId: person.user.id },
      });
      await heardProcess(listener, 0);
      expect(listener.received.map((r) => r.target)).toEqual(['Probe']);
    }
  });

  it('process events, FeedbackProcessesUpdated included, reach participants and list readers only', async () => {
    const o = await buildProcessOrg(t);
    const feedbackTargets = ['FeedbackProcessCreated', 'FeedbackProcessUpdated'];
    const peerFeedbacks = await listen(o.peer, o, 'feedbacks', feedbackTargets);
    const peerOrganization = await listen(o.peer, o, 'organization', ['FeedbackProcessesUpdated']);
    const colleagueOrganization = await listen(o.colleague, o, 'organization', ['FeedbackProcessesUpdated']);
    const recipient = await listen(o.employee, o, 'organization', ['FeedbackProcessesUpdated']);
    const supervisor = await listen(o.supervisor, o, 'organization', ['FeedbackProcessesUpdated']);
    const reader = await listen(o.admin, o, 'organization', ['FeedbackProcessesUpdated']);
    await reader.connection.invoke('JoinGroup', PROCESS_LIST_GROUP);

    const process = await createProcess(t, o.employee, o.employee.user.id);
    // a process list changed: the organization hub says so to who sees the process in a list
    await heardProcess(recipient, process.id);
    await heardProcess(supervisor, process.id);
    await heardProcess(reader, process.id);
    expect(reader.received[0]).toEqual({
      target: 'FeedbackProcessesUpdated',
      value: { processId: process.id, statusId: 100, listChanged: true },
    });

    const own = await createProcess(t, o.peer, o.peer.user.id);
    await heardProcess(peerFeedbacks, own.id);
    await heardProcess(peerOrganization, own.id);
    expect(processIds(peerFeedbacks)).toEqual([own.id]);
    expect(processIds(peerOrganization)).toEqual([own.id]);
    await heardProcess(reader, own.id);
    expect(colleagueOrganization.received).toEqual([]);
  });
});

const PROCESS_TARGETS: Record<string, string[]> = {
  feedbacks: ['FeedbackProcessCreated', 'FeedbackProcessUpdated', 'Probe'],
  organization: ['FeedbackProcessesUpdated', 'Probe'],
  users: ['DonorProcessesUpdated', 'RecipientProcessesUpdated', 'FeedbackTasksUpdated', 'Probe'],
  promotions: ['PromotionProcessAdded', 'Probe'],
};

/** One person's connections to every hub that carries process events. */
async function listenEverywhere(o: ProcessOrg, person: Person) {
  const listeners: Record<string, HubListener<unknown>> = {};
  for (const [hub, targets] of Object.entries(PROCESS_TARGETS))
    listeners[hub] = await hubs.listen(hub, o.org.slug, tokenOf(person.headers), targets);
  return listeners;
}

/**
 * What a person heard on each hub up to now: a probe sent to them after the action arrives after anything the
 * action sent them on the same connection, so once it is there, nothing else is still on its way.
 */
async function heardBy(o: ProcessOrg, person: Person, listeners: Record<string, HubListener<unknown>>) {
  const heard: string[] = [];
  for (const [hub, listener] of Object.entries(listeners)) {
    await t.app.hubs.publish({
      hub: hub as 'feedbacks',
      organizationId: o.org.id,
      target: 'Probe',
      args: [{}],
      to: { kind: 'user', userId: person.user.id },
    });
    await listener.until((received) => received.some((r) => r.target === 'Probe'));
    heard.push(...listener.received.filter((r) => r.target !== 'Probe').map((r) => `${hub}:${r.target}`));
  }
  return heard;
}

describe('process events go to who may read the process at its status', () => {
  it('a MAFEG start reaches the pre-supervisor, not the head further up who may read it only at 170', async () => {
    const o = await buildProcessOrg(t);
    const head = await listenEverywhere(o, o.head);
    const pre = await listenEverywhere(o, o.preSupervisor);
    await createProcess(t, o.supervisor, o.employee.user.id);
    expect(await heardBy(o, o.preSupervisor, pre)).toEqual(
      expect.arrayContaining([
        'feedbacks:FeedbackProcessCreated',
        'organization:FeedbackProcessesUpdated',
        'users:DonorProcessesUpdated',
      ]),
    );
    expect(await heardBy(o, o.head, head)).toEqual([]);
  }, 60_000);

  it('a nomination reaches the nominating supervisor, not the nominee nor the pre-supervisor', async () => {
    const o = await buildProcessOrg(t);
    await assignDocumentationForm(t, o, PROCESS_TYPES.PROMOTION, { name: 'Nomination' });
    const supervisor = await listenEverywhere(o, o.supervisor);
    const nominee = await listenEverywhere(o, o.employee);
    const pre = await listenEverywhere(o, o.preSupervisor);
    expectStatus(
      await client(t, o.supervisor).post('/api/careerDevelopment/addPromotionUser', {
        userId: o.employee.user.id,
      }),
      201,
    );
    expect(await heardBy(o, o.supervisor, supervisor)).toEqual(
      expect.arrayContaining(['promotions:PromotionProcessAdded', 'feedbacks:FeedbackProcessCreated']),
    );
    expect(await heardBy(o, o.employee, nominee)).toEqual([]);
    expect(await heardBy(o, o.preSupervisor, pre)).toEqual([]);
  }, 60_000);
});
