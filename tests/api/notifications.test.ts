import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../src/engine/api/notifications';
import {
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  type Person,
  saveItemValue,
} from './helpers/process-factories';
import { tokenOf } from './helpers/hub-listener';
import { useTestApp } from './helpers/use-test-app';

const { t, hubs } = useTestApp({ hubs: true });

const EHG = 3;
const DOCUMENTATION = 3;

const notificationsOf = async (who: Person) =>
  expectStatus(
    await client(t, who).get(`/api/Notifications/${who.user.subject}`),
    200,
  ).json() as NotificationList;

/** An EHG whose documentation the supervisor has filled in, ready to submit. */
async function ehgWithDocumentation(o: Awaited<ReturnType<typeof buildProcessOrg>>) {
  const process = await createProcess(t, o.supervisor, o.employee.user.id, EHG);
  const doc = process.feedbackOf(DOCUMENTATION);
  const supervisor = client(t, o.supervisor);
  const talkDate = { processId: process.id, talkDate: '2099-02-01T08:30:00Z' };
  expectStatus(await supervisor.post('/api/FeedbackTalkDate', talkDate), 200);
  const comment = { feedbackId: doc, elementId: 'e-expect', itemId: null, comment: 'Key accounts' };
  expectStatus(await supervisor.post('/api/FeedbackComments', comment), 200);
  await saveItemValue(supervisor, doc, 'e-clarity', 3);
  return { process, doc };
}

describe('notifications', () => {
  it("refuses strangers: 401 without sign-in, 403 for another user, 400 for a bad id, 404 for another's", async () => {
    const o = await buildProcessOrg(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/Notifications/${o.employee.user.subject}` }))
        .statusCode,
    ).toBe(401);
    const other = await client(t, o.peer).get(`/api/Notifications/${o.employee.user.subject}`);
    expect(other.statusCode).toBe(403);
    expect((await client(t, o.employee).put('/api/Notifications/MarkAsRead/abc', {})).statusCode).toBe(400);

    await createProcess(t, o.supervisor, o.employee.user.id, EHG);
    const [started] = await notificationsOf(o.employee);
    const foreign = await client(t, o.peer).put(`/api/Notifications/MarkAsRead/${started.id}`, {});
    expect(foreign.statusCode).toBe(404);
    expect((await notificationsOf(o.employee))[0].seen).toBe(false);
  });

  it('tells the employee of an EHG in German, the supervisor of a veto, and live on the users hub', async () => {
    const o = await buildProcessOrg(t);
    const employeeHub = await hubs.listen<{ userId: number }>(
      'users',
      o.org.slug,
      tokenOf(o.employee.headers),
      ['NotificationsUpdated'],
    );
    const { doc } = await ehgWithDocumentation(o);
    // before the submit the employee may read nothing of the process: the notifications lead nowhere yet
    expect((await notificationsOf(o.employee)).map((n) => [n.kind, n.routeData])).toEqual([
      ['talkDateSet', null],
      ['processStarted', null],
    ]);
    expectStatus(await client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId: doc }), 200);
    await employeeHub.until((r) => r.length >= 3);

    const employeeNews = await notificationsOf(o.employee);
    const sup = `${o.supervisor.user.first_name} ${o.supervisor.user.last_name}`;
    // now each leads to the documentation, the one feedback of the process the employee may read (and confirm)
    const documentation = { routeName: 'feedback', id: doc };
    expect(employeeNews.map((n) => [n.kind, n.message, n.routeData])).toEqual([
      ['feedbackSubmitted', `${sup} hat die Dokumentation (EHG) abgeschickt.`, documentation],
      ['talkDateSet', 'Gesprächstermin (EHG): 01.02.2099, 09:30.', documentation],
      ['processStarted', 'Für Sie wurde ein EHG-Prozess gestartet.', documentation],
    ]);
    expect(employeeNews.every((n) => n.type === 0 && !n.seen)).toBe(true);
    // nobody hears of their own actions
    expect(await notificationsOf(o.supervisor)).toEqual([]);

    const veto = { feedbackId: doc, comment: 'The travel budget is missing' };
    expectStatus(await client(t, o.employee).put('/api/Feedbacks/Veto', veto), 200);
    const [vetoed] = await notificationsOf(o.supervisor);
    expect(vetoed).toMatchObject({
      kind: 'feedbackVetoed',
      routeData: { routeName: 'feedback', id: doc },
      seen: false,
    });
    expect(vetoed.message).toContain('The travel budget is missing');

    // the peer of the same supervisor hears nothing of it
    expect(await notificationsOf(o.peer)).toEqual([]);

    const res = await client(t, o.supervisor).put(`/api/Notifications/MarkAsRead/${vetoed.id}`, {});
    expect(res.statusCode).toBe(204);
    expect((await notificationsOf(o.supervisor))[0].seen).toBe(true);
    expect((await notificationsOf(o.employee)).every((n) => !n.seen)).toBe(true);
  });

  it("speaks the reader's language of the moment", async () => {
    const o = await buildProcessOrg(t);
    await createProcess(t, o.supervisor, o.employee.user.id, EHG);
    const setLanguage = { userId: o.employee.user.subject, languageKey: 'en-US' };
    expectStatus(await client(t, o.employee).post('/api/Session/SetLanguage', setLanguage), 204);
    const [started] = await notificationsOf(o.employee);
    expect(started.message).toBe('A new EHG process was started for you.');
  });
});
