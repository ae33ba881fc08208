import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../src/engine/constants';
import { buildForm, buildOrg, buildUser } from './helpers/factories';
import {
  buildProcessOrg,
  buildTalkround,
  client,
  createProcess,
  evaluationPages,
  expectStatus,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const { selfEvaluation: SELF, managerEvaluation: MANAGER, documentation: DOCUMENTATION } = FEEDBACK_TYPES;

describe('POST /Feedbacks (create)', () => {
  it('401 without a token, 400 naming the field, 404 for a recipient of another organization', async () => {
    const o = await buildProcessOrg(t);
    const api = client(t, o.supervisor);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Feedbacks',
      headers: { 'x-organization': o.org.slug },
      payload: { recipientId: o.employee.user.id, processType: PROCESS_TYPES.MAFEG },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await api.post('/api/Feedbacks', { recipientId: o.employee.user.id, processType: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain('/body/processType');
    const stranger = await buildUser(t.app.db);
    expect(
      (await api.post('/api/Feedbacks', { recipientId: stranger.id, processType: PROCESS_TYPES.MAFEG }))
        .statusCode,
    ).toBe(404);
  });

  it('403 for someone who is not a creator: a peer, the mentor; 201 for employee, supervisor and admin', async () => {
    const o = await buildProcessOrg(t);
    for (const who of [o.peer, o.mentor, o.preSupervisor]) {
      const refused = await client(t, who).post('/api/Feedbacks', {
        recipientId: o.employee.user.id,
        processType: PROCESS_TYPES.MAFEG,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_A_PROCESS_CREATOR');
    }
    // PDC: only supervisor and administrator create (the employee may not)
    const pdc = await client(t, o.employee).post('/api/Feedbacks', {
      recipientId: o.employee.user.id,
      processType: PROCESS_TYPES.PDC,
    });
    expect(pdc.statusCode).toBe(403);
    const talkround = await buildTalkround(t.app.db, o.org.id);
    const created = await createProcess(t, o.admin, o.employee.user.id, PROCESS_TYPES.MAFEG, {
      talkroundId: talkround.id,
      title: { 'de-DE': 'MAFEG 2025', 'en-US': 'MAFEG 2025' },
    });
    expect(created).toMatchObject({
      statusId: 100,
      talkroundId: talkround.id,
      startDate: '2025-07-01',
      endDate: '2026-06-15',
    });
    const view = expectStatus(
      await client(t, o.supervisor).get(`/api/Feedbacks?feedbackId=${created.feedbackOf(MANAGER)}`),
      200,
    ).json();
    expect(view.feedback).toMatchObject({
      feedbackType: MANAGER,
      donor: { id: o.supervisor.user.id },
      status: 100,
    });
    expect(view.form).toMatchObject({ id: o.forms.manager.id, version: 1 });
    expect(view.process.title).toEqual({ 'de-DE': 'MAFEG 2025', 'en-US': 'MAFEG 2025' });
  });

  it('409 when a questionnaire is not configured, when an open process exists; the latest published version is used', async () => {
    const bare = await buildProcessOrg(t, { forms: false });
    const none = await client(t, bare.employee).post('/api/Feedbacks', {
      recipientId: bare.employee.user.id,
      processType: PROCESS_TYPES.MAFEG,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'NO_QUESTIONNAIRE_CONFIGURED',
      processType: PROCESS_TYPES.MAFEG,
      feedbackType: 1,
    });

    const o = await buildProcessOrg(t);
    const v2 = await buildForm(t.app.db, {
      organizationId: o.org.id,
      correlationId: o.forms.self.correlation_id,
      version: 2,
      pages: evaluationPages('s'),
    });
    await buildForm(t.app.db, {
      organizationId: o.org.id,
      correlationId: o.forms.self.correlation_id,
      version: 3,
      isDraft: true,
      pages: evaluationPages('s'),
    });
    const process = await createProcess(t, o.employee, o.employee.user.id);
    expect(process.feedbacks.find((f) => f.feedbackType === SELF)).toMatchObject({ formId: v2.id });
    const twice = await client(t, o.employee).post('/api/Feedbacks', {
      recipientId: o.employee.user.id,
      processType: PROCESS_TYPES.MAFEG,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PROCESS_EXISTS', processId: process.id });
  });
});

describe('POST /FeedbackTalkDate', () => {
  it('400, 403 for the mentor, 404 for another organization, 409 where the status has no talk date', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const api = client(t, o.supervisor);
    const bad = await api.post('/api/FeedbackTalkDate', { processId: process.id, talkDate: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/body/talkDate');
    const mentor = await client(t, o.mentor).post('/api/FeedbackTalkDate', {
      processId: process.id,
      talkDate: '2099-01-01T10:00:00Z',
    });
    expect(mentor.statusCode).toBe(403);
    const other = await buildProcessOrg(t);
    const foreign = await createProcess(t, other.employee, other.employee.user.id);
    expect(
      (await api.post('/api/FeedbackTalkDate', { processId: foreign.id, talkDate: '2099-01-01T10:00:00Z' }))
        .statusCode,
    ).toBe(404);
    const set = expectStatus(
      await api.post('/api/FeedbackTalkDate', { processId: process.id, talkDate: '2099-01-01T10:00:00Z' }),
      200,
    );
    expect(set.json()).toMatchObject({ statusId: 110, talkDate: '2099-01-01T10:00:00.000Z' });
    await client(t, o.admin).post('/api/Feedbacks/SetProcessStatus', {
      processId: process.id,
      statusId: 160,
    });
    const late = await api.post('/api/FeedbackTalkDate', {
      processId: process.id,
      talkDate: '2099-01-02T10:00:00Z',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'ACTION_NOT_ALLOWED_IN_STATUS',
      statusId: 160,
      action: 'setTalkDate',
    });
  });
});

describe('GET /Feedbacks/ExportTalkDate', () => {
  it('an iCalendar event at the wall-clock time of the given time zone; 400 for an unknown zone; 404 without a date', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const api = client(t, o.employee);
    const none = await api.get(
      `/api/Feedbacks/ExportTalkDate?processId=${process.id}&timeZone=Europe/Berlin`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('TALK_DATE_NOT_SET');
    await client(t, o.supervisor).post('/api/FeedbackTalkDate', {
      processId: process.id,
      talkDate: '2099-07-01T08:00:00Z',
    });
    const unknown = await api.get(
      `/api/Feedbacks/ExportTalkDate?processId=${process.id}&timeZone=Mars/Olympus`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_TIME_ZONE');
    const berlin = expectStatus(
      await api.get(`/api/Feedbacks/ExportTalkDate?processId=${process.id}&timeZone=Europe/Berlin`),
      200,
    );
    expect(berlin.headers['content-type']).toContain('text/calendar');
    expect(berlin.headers['content-disposition']).toContain(`talk-date-${process.id}.ics`);
    expect(berlin.body).toContain('BEGIN:VEVENT');
    expect(berlin.body).toMatch(/DTSTART:20990701T100000\r\n/);
    expect(berlin.body).toContain('X-WR-TIMEZONE:Europe/Berlin');
    const ny = expectStatus(
      await api.get(`/api/Feedbacks/ExportTalkDate?processId=${process.id}&timeZone=America/New_York`),
      200,
    );
    expect(ny.body).toMatch(/DTSTART:20990701T040000\r\n/);
    expect(
      (await client(t, o.colleague).get(`/api/Feedbacks/ExportTalkDate?processId=${process.id}&timeZone=UTC`))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /Feedbacks/SetProcessStatus', () => {
  it('administrators only (403), 400 for a status not in the workflow, 404 for another organization', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const refused = await client(t, o.supervisor).post('/api/Feedbacks/SetProcessStatus', {
      processId: process.id,
      statusId: 140,
    });
    expect(refused.statusCode).toBe(403);
    const admin = client(t, o.admin);
    const unknown = await admin.post('/api/Feedbacks/SetProcessStatus', {
      processId: process.id,
      statusId: 999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_STATUS');
    const other = await buildProcessOrg(t);
    const foreign = await createProcess(t, other.employee, other.employee.user.id);
    expect(
      (await admin.post('/api/Feedbacks/SetProcessStatus', { processId: foreign.id, statusId: 140 }))
        .statusCode,
    ).toBe(404);
    const set = expectStatus(
      await admin.post('/api/Feedbacks/SetProcessStatus', { processId: process.id, statusId: 140 }),
      200,
    ).json();
    expect(set.statusId).toBe(140);
    // closing by status, then reopening clears nothing that was not there; the closed status ends editing
    const closed = expectStatus(
      await admin.post('/api/Feedbacks/SetProcessStatus', { processId: process.id, statusId: 199 }),
      200,
    ).json();
    expect(closed.feedbacks.every((f: { status: number }) => f.status === 900)).toBe(true);
  });
});

describe('POST /Feedbacks/close', () => {
  it('401, 400 naming the field, 404 for another organization, 409 when already closed', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const admin = client(t, o.admin);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Feedbacks/close',
      headers: { 'x-organization': o.org.slug },
      payload: { processId: process.id, reasonId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await admin.post('/api/Feedbacks/close', { processId: process.id, reasonId: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/body/reasonId');
    const other = await buildProcessOrg(t);
    const foreign = await createProcess(t, other.employee, other.employee.user.id);
    expect(
      (await admin.post('/api/Feedbacks/close', { processId: foreign.id, reasonId: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await client(t, o.supervisor).post('/api/Feedbacks/close', { processId: process.id, reasonId: 1 }))
        .statusCode,
    ).toBe(403);
    expectStatus(await admin.post('/api/Feedbacks/close', { processId: process.id, reasonId: 3 }), 200);
    const again = await admin.post('/api/Feedbacks/close', { processId: process.id, reasonId: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACTION_NOT_ALLOWED_IN_STATUS');
  });
});

describe('POST /Feedbacks/CopyProcess', () => {
  it('copies the values (state COPIED) into a new process; the same correlationId returns the same copy', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const self = process.feedbackOf(SELF);
    const api = client(t, o.employee);
    await api.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value: 4 });
    await api.post('/api/FeedbackTableItem', {
      feedbackId: self,
      elementId: 's-projects',
      rowId: 'r1',
      index: 0,
      cells: { project: 'CRM', result: 'Live' },
    });
    const correlationId = crypto.randomUUID();
    const bad = await api.post('/api/Feedbacks/CopyProcess', {
      processId: process.id,
      correlationId: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/body/correlationId');
    expect(
      (await client(t, o.peer).post('/api/Feedbacks/CopyProcess', { processId: process.id, correlationId }))
        .statusCode,
    ).toBe(403);
    const other = await buildProcessOrg(t);
    expect(
      (
        await client(t, other.admin).post('/api/Feedbacks/CopyProcess', {
          processId: process.id,
          correlationId,
        })
      ).statusCode,
    ).toBe(404);

    const copy = expectStatus(
      await api.post('/api/Feedbacks/CopyProcess', { processId: process.id, correlationId }),
      200,
    ).json();
    expect(copy).toMatchObject({
      statusId: 100,
      copiedFromId: process.id,
      recipient: { id: o.employee.user.id },
    });
    const retry = expectStatus(
      await api.post('/api/Feedbacks/CopyProcess', { processId: process.id, correlationId }),
      200,
    ).json();
    expect(retry.id).toBe(copy.id);

    const copiedSelf = copy.feedbacks.find((f: { feedbackType: number }) => f.feedbackType === SELF).id;
    const view = expectStatus(await api.get(`/api/Feedbacks?feedbackId=${copiedSelf}`), 200).json();
    expect(view.values.itemValues).toEqual([{ elementId: 's-overall', value: 4 }]);
    expect(view.values.tableItems).toEqual([
      { elementId: 's-projects', rowId: 'r1', index: 0, cells: { project: 'CRM', result: 'Live' } },
    ]);
    expect(view.feedback).toMatchObject({ isInProgress: false, status: 100 });
    const states = async () =>
      (
        await t.app.db
          .selectFrom('feedback_item_values')
          .select('value_state')
          .where('feedback_id', '=', copiedSelf)
          .execute()
      ).map((r) => r.value_state);
    expect(await states()).toEqual([2]);
    await api.post('/api/feedbackValues/item', { feedbackId: copiedSelf, elementId: 's-overall', value: 5 });
    expect(await states()).toEqual([3]);
  });
});

describe('POST /Feedbacks/SetProcessForm', () => {
  it('resets to the initial status and deletes only the values the new form lacks', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const self = process.feedbackOf(SELF);
    const api = client(t, o.employee);
    await api.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value: 4 });
    await api.post('/api/FeedbackComments', {
      feedbackId: self,
      elementId: 's-highlights',
      itemId: null,
      comment: 'Kept?',
    });
    expect((await client(t, o.admin).get(`/api/Feedbacks?feedbackId=${self}`)).json().process.statusId).toBe(
      110,
    );

    // version 2 of the self-evaluation without the highlights question
    const pages = evaluationPages('s');
    pages[0].elements = pages[0].elements.filter((e) => e.id !== 's-highlights');
    const v2 = await buildForm(t.app.db, {
      organizationId: o.org.id,
      correlationId: o.forms.self.correlation_id,
      version: 2,
      pages,
    });
    const ehgForm = o.forms.ehg;
    const admin = client(t, o.admin);
    expect(
      (await api.post('/api/Feedbacks/SetProcessForm', { processId: process.id, formId: v2.id })).statusCode,
    ).toBe(403);
    const wrongType = await admin.post('/api/Feedbacks/SetProcessForm', {
      processId: process.id,
      formId: ehgForm.id,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('FORM_NOT_APPLICABLE');
    const foreignForm = await buildForm(t.app.db, { organizationId: (await buildOrg(t.app.db)).id });
    expect(
      (await admin.post('/api/Feedbacks/SetProcessForm', { processId: process.id, formId: foreignForm.id }))
        .statusCode,
    ).toBe(404);

    const changed = expectStatus(
      await admin.post('/api/Feedbacks/SetProcessForm', { processId: process.id, formId: v2.id }),
      200,
    ).json();
    expect(changed.statusId).toBe(100);
    const selfSummary = changed.feedbacks.find((f: { feedbackType: number }) => f.feedbackType === SELF);
    expect(selfSummary).toMatchObject({ formId: v2.id, status: 100, isInProgress: false });
    const view = expectStatus(await api.get(`/api/Feedbacks?feedbackId=${self}`), 200).json();
    expect(view.values.itemValues).toEqual([{ elementId: 's-overall', value: 4 }]);
    expect(view.values.comments).toEqual([]);
    expect(view.form.version).toBe(2);

    // a closed process keeps its form
    await admin.post('/api/Feedbacks/close', { processId: process.id, reasonId: 1 });
    const closed = await admin.post('/api/Feedbacks/SetProcessForm', {
      processId: process.id,
      formId: o.forms.self.id,
    });
    expect(closed.statusCode).toBe(409);
    // the documentation form cannot be mistaken for another feedback's
    expect(process.feedbackOf(DOCUMENTATION)).toBeGreaterThan(0);
  });
});

describe('simultaneous creates', () => {
  it('two creates for one recipient at the same moment give one process and one 409', async () => {
    const o = await buildProcessOrg(t);
    const results = await Promise.all([
      client(t, o.employee).post('/api/Feedbacks', {
        recipientId: o.employee.user.id,
        processType: PROCESS_TYPES.MAFEG,
      }),
      client(t, o.supervisor).post('/api/Feedbacks', {
        recipientId: o.employee.user.id,
        processType: PROCESS_TYPES.MAFEG,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
