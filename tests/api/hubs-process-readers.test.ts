import { describe, expect, it } from 'vitest';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { tokenOf, type HubListener } from './helpers/hub-listener';
import {
  assignDocumentationForm,
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  type Person,
  type ProcessOrg,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

/**
 * Process events reach only who may read the process at its status: a supervisor-line member
 * whom the workflow does not let read the process now hears nothing of it, on any hub; one who may, hears it.
 * Observed with the official SignalR client.
 */
const { t, hubs } = useTestApp({ hubs: true, config: { seedDemoData: false } });

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
