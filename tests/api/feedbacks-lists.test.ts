import { describe, expect, it } from 'vitest';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { buildForm } from './helpers/factories';
import {
  buildProcessOrg,
  buildTalkround,
  client,
  createProcess,
  expectStatus,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const ids = (res: { json: () => { result: { id: number }[] } }) => res.json().result.map((p) => p.id);

/** An organization with a MAFEG and an EHG for the employee, and a PDC (hidden from the recipient). */
async function withProcesses() {
  const o = await buildProcessOrg(t);
  const pdcForm = await buildForm(t.app.db, {
    organizationId: o.org.id,
    questionnaireType: PROCESS_TYPES.PDC,
    name: 'PDC',
  });
  await t.app.db
    .insertInto('form_settings')
    .values({
      organization_id: o.org.id,
      process_type: PROCESS_TYPES.PDC,
      feedback_type: 3,
      form_correlation_id: pdcForm.correlation_id,
    })
    .execute();
  t.app.organizationConfig.forget(o.org.id);
  const mafeg = await createProcess(t, o.employee, o.employee.user.id, PROCESS_TYPES.MAFEG);
  const ehg = await createProcess(t, o.supervisor, o.employee.user.id, PROCESS_TYPES.EHG);
  const pdc = await createProcess(t, o.supervisor, o.employee.user.id, PROCESS_TYPES.PDC);
  const peerMafeg = await createProcess(t, o.supervisor, o.peer.user.id, PROCESS_TYPES.MAFEG);
  return { o, mafeg, ehg, pdc, peerMafeg };
}

describe('GET /Feedbacks?feedbackId=', () => {
  it('401 without a token, 400 for a bad id, 404 for another organization, 403 for an outsider', async () => {
    const { o, mafeg } = await withProcesses();
    const self = mafeg.feedbackOf(1);
    const anonymous = await t.app.inject({
      url: `/api/Feedbacks?feedbackId=${self}`,
      headers: { 'x-organization': o.org.slug },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await client(t, o.employee).get('/api/Feedbacks?feedbackId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/querystring/feedbackId');
    const other = await buildProcessOrg(t);
    expect((await client(t, other.admin).get(`/api/Feedbacks?feedbackId=${self}`)).statusCode).toBe(404);
    for (const who of [o.colleague, o.peer, o.mentor]) {
      const refused = await client(t, who).get(`/api/Feedbacks?feedbackId=${self}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'NO_FEEDBACK_ACCESS',
        messageKey: 'errors.NO_FEEDBACK_ACCESS',
      });
    }
  });

  it('the recipient gets the form, the values, the allowed actions and the status labels', async () => {
    const { o, mafeg } = await withProcesses();
    const view = expectStatus(
      await client(t, o.employee).get(`/api/feedbacks?feedbackId=${mafeg.feedbackOf(1)}`),
      200,
    ).json();
    expect(view.process).toMatchObject({
      statusId: 100,
      dashboardGroup: 0,
      recipient: { id: o.employee.user.id },
      mentor: { id: o.mentor.user.id },
    });
    expect(view.process.statusLabel['de-DE']).toBeTruthy();
    expect(view.process.statusLabel['en-US']).toBeTruthy();
    expect(view.form.pages[0].id).toBe('p1');
    expect(view.values).toEqual({
      itemValues: [],
      matrixValues: [],
      comments: [],
      tableItems: [],
      careerData: [],
      targets: [],
    });
    expect(view.allowedActions).toMatchObject({
      read: true,
      edit: true,
      submit: true,
      approve: false,
      close: false,
    });
    expect(view.donorRoles).toEqual([10]);
    const byType = Object.fromEntries(
      view.process.feedbacks.map((f: { feedbackType: number; canRead: boolean }) => [
        f.feedbackType,
        f.canRead,
      ]),
    );
    expect(byType).toEqual({ 1: true, 2: false, 3: false, 4: false });
  });

  it('hides a process from the recipient when the workflow says so (PDC)', async () => {
    const { o, pdc } = await withProcesses();
    const refused = await client(t, o.employee).get(`/api/Feedbacks?feedbackId=${pdc.feedbackOf(3)}`);
    expect(refused.statusCode).toBe(403);
    expect(ids(await client(t, o.employee).get('/api/Feedbacks/list/recipient'))).not.toContain(pdc.id);
    // the supervisor prepares it; it is not in the general process lists (hideInProcessList)
    expectStatus(await client(t, o.supervisor).get(`/api/Feedbacks?feedbackId=${pdc.feedbackOf(3)}`), 200);
    expect(ids(await client(t, o.supervisor).get('/api/Feedbacks/list'))).not.toContain(pdc.id);
    expect(ids(await client(t, o.supervisor).get('/api/Feedbacks/list/hierarchy'))).not.toContain(pdc.id);
    expect(ids(await client(t, o.supervisor).get(`/api/Process/${PROCESS_TYPES.PDC}`))).toContain(pdc.id);
  });
});

describe('process lists', () => {
  it('401 without a token on every list', async () => {
    const { o } = await withProcesses();
    for (const url of [
      '/api/Feedbacks/list/recipient',
      `/api/Feedbacks/list/recipient/${o.employee.user.id}`,
      '/api/Feedbacks/list',
      '/api/Feedbacks/list/hierarchy',
      `/api/Process/${PROCESS_TYPES.MAFEG}`,
      '/api/Feedbacks/GetStatusOptions',
      '/api/Talkrounds',
    ]) {
      expect((await t.app.inject({ url, headers: { 'x-organization': o.org.slug } })).statusCode, url).toBe(
        401,
      );
    }
  });

  it('own processes for the recipient; another organization sees none of them', async () => {
    const { o, mafeg, ehg, peerMafeg } = await withProcesses();
    const own = ids(await client(t, o.employee).get('/api/Feedbacks/list/recipient'));
    expect(own.sort()).toEqual([mafeg.id, ehg.id].sort());
    expect(own).not.toContain(peerMafeg.id);
    const other = await buildProcessOrg(t);
    expect(ids(await client(t, other.employee).get('/api/Feedbacks/list/recipient'))).toEqual([]);
  });

  it('/list/recipient/{id}: the line and the mentor see them, a peer gets 403, 400 for a bad id', async () => {
    const { o, mafeg, ehg, pdc } = await withProcesses();
    const url = `/api/Feedbacks/list/recipient/${o.employee.user.id}`;
    // the supervisor prepares the PDC, so it is among the employee's processes for them
    expect(ids(await client(t, o.supervisor).get(url)).sort()).toEqual([mafeg.id, ehg.id, pdc.id].sort());
    // other line managers read a MAFEG only once it is complete: nothing yet
    expect(ids(await client(t, o.head).get(url))).toEqual([]);
    expect((await client(t, o.mentor).get(url)).statusCode).toBe(200);
    expect((await client(t, o.peer).get(url)).statusCode).toBe(403);
    expect((await client(t, o.peer).get('/api/Feedbacks/list/recipient/x')).statusCode).toBe(400);
    const other = await buildProcessOrg(t);
    expect(
      (await client(t, o.admin).get(`/api/Feedbacks/list/recipient/${other.employee.user.id}`)).statusCode,
    ).toBe(404);
  });

  it('/list: the processes where the caller is donor or supervisor', async () => {
    const { o, mafeg, ehg, peerMafeg } = await withProcesses();
    const mine = ids(await client(t, o.supervisor).get('/api/Feedbacks/list'));
    expect(mine.sort()).toEqual([mafeg.id, ehg.id, peerMafeg.id].sort());
    expect(ids(await client(t, o.colleague).get('/api/Feedbacks/list'))).toEqual([]);
  });

  it('/list/hierarchy: direct reports, indirect on request, filtered by status, type and kw', async () => {
    const { o, mafeg, ehg, peerMafeg } = await withProcesses();
    const sup = client(t, o.supervisor);
    expect(ids(await sup.get('/api/Feedbacks/list/hierarchy')).sort()).toEqual(
      [mafeg.id, ehg.id, peerMafeg.id].sort(),
    );
    // the pre-supervisor has no direct reports with processes; indirect ones are the supervisor's team
    const pre = client(t, o.preSupervisor);
    expect(ids(await pre.get('/api/Feedbacks/list/hierarchy'))).toEqual([]);
    // indirect: the supervisor's team; the pre-supervisor sees the talk date but no feedback before the talk
    const indirect = (await pre.get('/api/Feedbacks/list/hierarchy?indirect=true')).json().result;
    expect(indirect.map((p: { id: number }) => p.id).sort()).toEqual([mafeg.id, ehg.id, peerMafeg.id].sort());
    for (const process of indirect)
      expect(process.feedbacks.every((f: { canRead: boolean }) => !f.canRead)).toBe(true);
    expect(ids(await sup.get(`/api/Feedbacks/list/hierarchy?type=${PROCESS_TYPES.EHG}`))).toEqual([ehg.id]);
    expect(ids(await sup.get('/api/Feedbacks/list/hierarchy?status=200'))).toEqual([ehg.id]);
    await sup.post('/api/FeedbackTalkDate', { processId: ehg.id, talkDate: '2099-02-12T09:00:00Z' });
    expect(ids(await sup.get('/api/Feedbacks/list/hierarchy?kw=2099-W07'))).toEqual([ehg.id]);
    expect(ids(await sup.get('/api/Feedbacks/list/hierarchy?kw=7'))).toEqual([ehg.id]);
    expect(ids(await sup.get('/api/Feedbacks/list/hierarchy?kw=8'))).toEqual([]);
    expect(ids(await sup.get('/api/Feedbacks/list/hierarchy?kw=peer')).sort()).toEqual([peerMafeg.id]);
    const bad = await sup.get('/api/Feedbacks/list/hierarchy?type=12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/querystring/type');
  });

  it('/Process/{type}: all of the type for process readers, the own line for others', async () => {
    const { o, mafeg, peerMafeg } = await withProcesses();
    expect(ids(await client(t, o.admin).get(`/api/Process/${PROCESS_TYPES.MAFEG}`)).sort()).toEqual(
      [mafeg.id, peerMafeg.id].sort(),
    );
    expect(ids(await client(t, o.supervisor).get(`/api/Process/${PROCESS_TYPES.MAFEG}`)).sort()).toEqual(
      [mafeg.id, peerMafeg.id].sort(),
    );
    expect(ids(await client(t, o.colleague).get(`/api/Process/${PROCESS_TYPES.MAFEG}`))).toEqual([]);
    expect((await client(t, o.admin).get('/api/Process/7')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the feedbacks routes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      '/api/Feedbacks',
      '/api/Feedbacks/Submit',
      '/api/feedbackValues/item',
      '/api/Process/{type}',
    ])
      expect(Object.keys(doc.paths), path).toContain(path);
  });
});

describe('lookups', () => {
  it('GET /Feedbacks/GetStatusOptions lists the SPEC §4 options with labels', async () => {
    const { o } = await withProcesses();
    const res = expectStatus(await client(t, o.employee).get('/api/Feedbacks/GetStatusOptions'), 200).json();
    expect(res.result.map((r: { id: number }) => r.id)).toEqual([100, 150, 200, 300, 900, 1000]);
    expect(res.result[0]).toMatchObject({ key: 'open', label: { 'de-DE': 'Offen', 'en-US': 'Open' } });
  });

  it('GET /Talkrounds filters by process type and finished, within the organization', async () => {
    const { o } = await withProcesses();
    const current = await buildTalkround(t.app.db, o.org.id, {
      processType: PROCESS_TYPES.PROMOTION,
      name: 'Promotion 10/2025',
    });
    await buildTalkround(t.app.db, o.org.id, {
      processType: PROCESS_TYPES.PROMOTION,
      finished: true,
      name: 'Promotion 04/2025',
    });
    await buildTalkround(t.app.db, o.org.id, { processType: PROCESS_TYPES.MAFEG });
    const other = await buildProcessOrg(t);
    await buildTalkround(t.app.db, other.org.id, { processType: PROCESS_TYPES.PROMOTION });
    const res = expectStatus(
      await client(t, o.employee).get(
        `/api/Talkrounds?processType=${PROCESS_TYPES.PROMOTION}&finished=false`,
      ),
      200,
    ).json();
    expect(res.result).toEqual([
      {
        id: current.id,
        processType: PROCESS_TYPES.PROMOTION,
        name: 'Promotion 10/2025',
        startDate: '2025-07-01',
        endDate: '2026-06-15',
        finished: false,
      },
    ]);
    expect((await client(t, o.employee).get('/api/Talkrounds?processType=x')).statusCode).toBe(400);
  });

  it('POST /Feedbacks/fieldValue: the latest readable answer of a named element', async () => {
    const { o, mafeg } = await withProcesses();
    await client(t, o.employee).post('/api/feedbackValues/item', {
      feedbackId: mafeg.feedbackOf(1),
      elementId: 's-overall',
      value: 3,
    });
    const ask = [
      { recipientId: o.employee.user.id, elementName: 'overall' },
      { recipientId: o.employee.user.id, elementName: 'nothing' },
    ];
    const own = expectStatus(await client(t, o.employee).post('/api/Feedbacks/fieldValue', ask), 200).json();
    expect(own.result[0]).toMatchObject({
      found: true,
      feedbackType: 1,
      elementId: 's-overall',
      value: { value: 3 },
    });
    expect(own.result[1]).toMatchObject({ found: false, value: null });
    // the supervisor may not read the self-evaluation before the comparison
    const sup = expectStatus(
      await client(t, o.supervisor).post('/api/Feedbacks/fieldValue', ask),
      200,
    ).json();
    expect(sup.result[0].found).toBe(false);
    expect(
      (await client(t, o.employee).post('/api/Feedbacks/fieldValue', [{ recipientId: 'x' }])).statusCode,
    ).toBe(400);
  });

  it('GET /feedbacks/values/GetReviewData: 404 for an unknown table, 403 without read', async () => {
    const { o, mafeg } = await withProcesses();
    const self = mafeg.feedbackOf(1);
    await client(t, o.employee).post('/api/FeedbackTableItem', {
      feedbackId: self,
      elementId: 's-projects',
      rowId: 'r1',
      index: 0,
      cells: { project: 'CRM', result: 'Live' },
    });
    const doc = mafeg.feedbackOf(3);
    await client(t, o.admin).post('/api/Feedbacks/SetProcessStatus', { processId: mafeg.id, statusId: 150 });
    const sup = client(t, o.supervisor);
    const table = expectStatus(
      await sup.get(`/api/feedbacks/values/GetReviewData?feedbackId=${doc}&elementName=projects`),
      200,
    ).json();
    expect(table).toMatchObject({
      sourceFeedbackId: self,
      rows: [{ rowId: 'r1', cells: { project: 'CRM' } }],
    });
    expect(table.columns.map((c: { id: string }) => c.id)).toEqual(['project', 'result']);
    expect(
      (await sup.get(`/api/feedbacks/values/GetReviewData?feedbackId=${doc}&elementName=nope`)).statusCode,
    ).toBe(404);
    expect(
      (
        await client(t, o.peer).get(
          `/api/feedbacks/values/GetReviewData?feedbackId=${doc}&elementName=projects`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await sup.get(`/api/feedbacks/values/GetReviewData?feedbackId=${doc}`)).statusCode).toBe(400);
  });
});
