import { describe, expect, it } from 'vitest';
import { FORMS_LIST_GROUP, PROCESS_LIST_GROUP, processGroup } from '../../src/engine/hubs';
import { tokenOf, type HubListener } from './helpers/hub-listener';
import {
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
 * employee may see, published after the other: a connection gets its messages in order.
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
