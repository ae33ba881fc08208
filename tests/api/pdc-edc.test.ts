import { describe, expect, it } from 'vitest';
import type { ConferenceProcess } from '../../src/engine/api/pdc-edc';
import { PROCESS_TYPES } from '../../src/engine/constants';
import {
  EDC,
  PDC,
  buildConferenceOrg,
  buildTalkround,
  client,
  createProcess,
  expectStatus,
  setConferenceDate,
  type ProcessOrg,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

const DOCUMENTATION = 3;
const conferenceOrg = (enabled = true) => buildConferenceOrg(t, enabled);
const setConference = (processId: number, day: string) => setConferenceDate(t, processId, day);

describe('GET /Feedbacks/listPdcEdc', () => {
  it('401 without a token, 403 where the organization does not enable PDC/EDC', async () => {
    const o = await conferenceOrg(false);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/Feedbacks/listPdcEdc',
      headers: { 'x-organization': o.org.slug },
    });
    expect(anonymous.statusCode).toBe(401);
    const disabled = await client(t, o.admin).get('/api/Feedbacks/listPdcEdc');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe('PDC_EDC_DISABLED');
  });

  it('the menu setting reaches the client through Session/Initialize', async () => {
    const on = await conferenceOrg(true);
    const off = await conferenceOrg(false);
    const settingOf = async (o: ProcessOrg) =>
      expectStatus(await client(t, o.employee).get('/api/Session/Initialize'), 200).json()
        .organizationSettings.pdcEdcEnabled;
    expect(await settingOf(on)).toBe(true);
    expect(await settingOf(off)).toBe(false);
  });

  it('400 for a bad id or a talkround of another type, 404 for another organization', async () => {
    const o = await conferenceOrg();
    const api = client(t, o.admin);
    expect((await api.get('/api/Feedbacks/listPdcEdc?talkroundId=abc')).statusCode).toBe(400);
    const mafeg = await buildTalkround(t.app.db, o.org.id, { processType: PROCESS_TYPES.MAFEG });
    const wrong = await api.get(`/api/Feedbacks/listPdcEdc?talkroundId=${mafeg.id}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TALKROUND_NOT_PDC_EDC');
    const other = await conferenceOrg();
    const foreign = await api.get(`/api/Feedbacks/listPdcEdc?talkroundId=${other.pdcRound}`);
    expect(foreign.statusCode).toBe(404);
  });

  it("lists a talkround's processes with conference date, window and the documents rule", async () => {
    const o = await conferenceOrg();
    const pdc = await createProcess(t, o.supervisor, o.employee.user.id, PDC, { talkroundId: o.pdcRound });
    const sent = await createProcess(t, o.supervisor, o.peer.user.id, PDC, { talkroundId: o.pdcRound });
    const edc = await createProcess(t, o.supervisor, o.employee.user.id, EDC, { talkroundId: o.edcRound });
    await setConference(pdc.id, '2098-10-15');
    await setConference(sent.id, '2098-12-20');
    await setConference(edc.id, '2099-02-10');
    expectStatus(
      await client(t, o.supervisor).post('/api/Feedbacks/Submit', {
        feedbackId: sent.feedbackOf(DOCUMENTATION),
      }),
      200,
    );
    const res = expectStatus(
      await client(t, o.admin).get(`/api/Feedbacks/listPdcEdc?talkroundId=${o.pdcRound}`),
      200,
    ).json();
    expect(res.talkround).toMatchObject({
      id: o.pdcRound,
      processType: PDC,
      audience: 'salesDepartmentManagers',
      window: { start: '2098-09-01', end: '2098-12-31' },
    });
    const rows = res.result as ConferenceProcess[];
    expect(rows.map((r) => r.processId)).toEqual([pdc.id, sent.id]);
    expect(rows[0]).toMatchObject({
      conferenceDate: '2098-10-15',
      inWindow: true,
      documents: { dueDate: '2098-10-08', sentOn: null, state: 'due' },
      isMine: false,
    });
    expect(rows[1].documents.state).toBe('sent');
    const edcRows = (
      await client(t, o.admin).get(`/api/Feedbacks/listPdcEdc?talkroundId=${o.edcRound}`)
    ).json();
    expect(edcRows.talkround.audience).toBe('salesExperts');
    expect(edcRows.result.map((r: ConferenceProcess) => r.processId)).toEqual([edc.id]);
    const all = (await client(t, o.admin).get('/api/Feedbacks/listPdcEdc')).json();
    expect(all.result.map((r: ConferenceProcess) => r.processId).sort()).toEqual(
      [pdc.id, sent.id, edc.id].sort(),
    );
  });

  it("counts conference days in the organization's time zone, Europe/Berlin unless it sets a known one", async () => {
    const o = await conferenceOrg();
    const pdc = await createProcess(t, o.supervisor, o.employee.user.id, PDC, { talkroundId: o.pdcRound });
    // 23:30 UTC on 15 October: already the 16th in Berlin, still the 15th in New York
    await t.app.db
      .updateTable('processes')
      .set({ talk_date: new Date('2098-10-15T23:30:00Z') })
      .where('id', '=', pdc.id)
      .execute();
    const conferenceDateIn = async (timeZone: string | undefined) => {
      await t.app.db
        .updateTable('organizations')
        .set({ settings: JSON.stringify({ pdcEdcEnabled: true, timeZone }) })
        .where('id', '=', o.org.id)
        .execute();
      t.app.organizations.forget(o.org.slug);
      t.app.organizationConfig.forget(o.org.id);
      const res = expectStatus(
        await client(t, o.admin).get(`/api/Feedbacks/listPdcEdc?talkroundId=${o.pdcRound}`),
        200,
      ).json();
      return (res.result as ConferenceProcess[])[0].conferenceDate;
    };
    expect(await conferenceDateIn(undefined)).toBe('2098-10-16');
    expect(await conferenceDateIn('America/New_York')).toBe('2098-10-15');
    expect(await conferenceDateIn('Mars/Olympus')).toBe('2098-10-16');
  });

  it('warns about documents not sent a week before the conference and reminds the one who prepares them', async () => {
    const o = await conferenceOrg();
    const late = await createProcess(t, o.supervisor, o.employee.user.id, PDC, { talkroundId: o.pdcRound });
    const outside = await createProcess(t, o.supervisor, o.peer.user.id, PDC, { talkroundId: o.pdcRound });
    // a conference a few days ahead (or past): the week's lead has been missed
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await setConference(late.id, soon);
    await setConference(outside.id, '2098-08-20');
    const mine = expectStatus(
      await client(t, o.supervisor).get(`/api/Feedbacks/listPdcEdc?talkroundId=${o.pdcRound}`),
      200,
    ).json();
    const byId = new Map((mine.result as ConferenceProcess[]).map((r) => [r.processId, r]));
    expect(byId.get(late.id)!.documents.state).toBe('late');
    expect(byId.get(late.id)!.isMine).toBe(true);
    expect(byId.get(outside.id)!.inWindow).toBe(false);
    expect(mine.reminders.map((r: { processId: number }) => r.processId).sort()).toEqual(
      [late.id, outside.id].sort(),
    );
    expectStatus(
      await client(t, o.supervisor).post('/api/Feedbacks/Submit', {
        feedbackId: late.feedbackOf(DOCUMENTATION),
      }),
      200,
    );
    const after = (
      await client(t, o.supervisor).get(`/api/Feedbacks/listPdcEdc?talkroundId=${o.pdcRound}`)
    ).json();
    expect(after.reminders.map((r: { processId: number }) => r.processId)).toEqual([outside.id]);
    expect((after.result as ConferenceProcess[]).find((r) => r.processId === late.id)!.documents.state).toBe(
      'late',
    );
  });

  it('scopes to the hierarchy: HR all, the line its reports, others nothing, never another organization', async () => {
    const o = await conferenceOrg();
    const pdc = await createProcess(t, o.supervisor, o.employee.user.id, PDC, { talkroundId: o.pdcRound });
    const ids = async (who: ProcessOrg['admin']) =>
      (
        expectStatus(
          await client(t, who).get(`/api/Feedbacks/listPdcEdc?talkroundId=${o.pdcRound}`),
          200,
        ).json().result as ConferenceProcess[]
      ).map((r) => r.processId);
    expect(await ids(o.admin)).toEqual([pdc.id]);
    expect(await ids(o.supervisor)).toEqual([pdc.id]);
    expect(await ids(o.head)).toEqual([pdc.id]);
    expect(await ids(o.peer)).toEqual([]);
    expect(await ids(o.employee)).toEqual([]);
    expect(await ids(o.mentor)).toEqual([]);
    const other = await conferenceOrg();
    const foreign = (await client(t, other.admin).get('/api/Feedbacks/listPdcEdc')).json();
    expect(foreign.result).toEqual([]);
  });
});

describe('GET /Talkrounds for the overview', () => {
  it('filters by process type and leaves out finished talkrounds', async () => {
    const o = await conferenceOrg();
    await buildTalkround(t.app.db, o.org.id, { processType: PDC, name: 'PDC 2097', finished: true });
    const res = expectStatus(
      await client(t, o.supervisor).get(`/api/Talkrounds?processType=${PDC}&finished=false`),
      200,
    ).json();
    expect(res.result.map((r: { id: number }) => r.id)).toEqual([o.pdcRound]);
  });
});
