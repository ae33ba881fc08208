import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPES } from '../../src/engine/constants';
import {
  buildProcessOrg,
  client,
  completeSelfEvaluation,
  createProcess,
  expectStatus,
  type ProcessOrg,
  saveComment,
  saveGoal,
} from './helpers/process-factories';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const {
  selfEvaluation: SELF,
  managerEvaluation: MANAGER,
  documentation: DOCUMENTATION,
  comparison: COMPARISON,
} = FEEDBACK_TYPES;

async function fillEvaluation(
  t: TestApp,
  who: ProcessOrg['employee'],
  feedbackId: number,
  prefix: 's' | 'm',
) {
  const api = client(t, who);
  expectStatus(
    await api.post('/api/feedbackValues/item', { feedbackId, elementId: `${prefix}-overall`, value: 4 }),
    200,
  );
  await completeSelfEvaluation(api, feedbackId, prefix);
}

describe('a MAFEG from creation to close, through HTTP', () => {
  it('walks every step with the refusals on the way', async () => {
    const o = await buildProcessOrg(t);
    const employee = client(t, o.employee);
    const supervisor = client(t, o.supervisor);
    const admin = client(t, o.admin);

    // create: the employee may (creator role 10); the process starts "not started" with four feedbacks
    const process = await createProcess(t, o.employee, o.employee.user.id);
    expect(process.statusId).toBe(100);
    expect(process.feedbacks.map((f) => f.feedbackType)).toEqual([SELF, MANAGER, DOCUMENTATION, COMPARISON]);
    const self = process.feedbackOf(SELF);
    const manager = process.feedbackOf(MANAGER);
    const documentation = process.feedbackOf(DOCUMENTATION);
    const comparison = process.feedbackOf(COMPARISON);

    // the self-evaluation goes in progress on the first save (trigger 4: 100 -> 110)
    const first = expectStatus(
      await employee.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value: 2 }),
      200,
    ).json();
    expect(first).toMatchObject({ statusId: 110, feedbackStatus: 150, isInProgress: true });

    // submit with missing mandatory answers: 400 listing each (the low score opens the "why" group)
    const missing = expectStatus(
      await employee.post('/api/Feedbacks/Submit', { feedbackId: self }),
      400,
    ).json();
    expect(missing.code).toBe('MANDATORY_MISSING');
    expect(
      missing.missing.map((m: { elementId: string; itemId: string | null }) => [m.elementId, m.itemId]),
    ).toEqual([
      ['s-highlights', null],
      ['s-skills', 'teamwork'],
      ['s-skills', 'ownership'],
      ['s-why', null],
    ]);
    expect(missing.missing[0]).toMatchObject({ pageId: 'p1', title: 'Title s-highlights', field: 'comment' });

    await fillEvaluation(t, o.employee, self, 's');
    expectStatus(
      await employee.post('/api/FeedbackTableItem', {
        feedbackId: self,
        elementId: 's-projects',
        rowId: 'row-1',
        index: 0,
        cells: { project: 'Pricing tool', result: 'Live in March' },
      }),
      200,
    );
    const submitted = expectStatus(
      await employee.post('/api/Feedbacks/Submit', { feedbackId: self }),
      200,
    ).json();
    expect(submitted).toMatchObject({ statusId: 120, isSubmitted: true, feedbackStatus: 200 });

    // submitted: read-only for the employee (409), and the supervisor cannot read it yet (403)
    const late = await employee.post('/api/feedbackValues/item', {
      feedbackId: self,
      elementId: 's-overall',
      value: 5,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ACTION_NOT_ALLOWED_IN_STATUS', statusId: 120 });
    expect((await supervisor.get(`/api/Feedbacks?feedbackId=${self}`)).json().code).toBe(
      'NO_FEEDBACK_ACCESS',
    );

    // the comparison is not visible before both evaluations are in
    expect((await employee.get(`/api/Feedbacks?feedbackId=${comparison}`)).statusCode).toBe(403);

    // the manager evaluation: 120 -> 140
    await fillEvaluation(t, o.supervisor, manager, 'm');
    const both = expectStatus(
      await supervisor.post('/api/Feedbacks/Submit', { feedbackId: manager }),
      200,
    ).json();
    expect(both.statusId).toBe(140);

    // the comparison shows both side by side, paired by element name, read-only
    const view = expectStatus(await employee.get(`/api/Feedbacks?feedbackId=${comparison}`), 200).json();
    expect(view.allowedActions).toMatchObject({ read: true, edit: false, submit: false });
    const overall = view.comparison.pairs.find((p: { name: string }) => p.name === 'overall');
    expect(overall).toMatchObject({
      selfElementId: 's-overall',
      managerElementId: 'm-overall',
      self: { value: 4 },
      manager: { value: 4 },
    });
    const skills = view.comparison.pairs.find((p: { name: string }) => p.name === 'skills');
    expect(skills.self).toEqual({ teamwork: { value: 3 }, ownership: { value: 3 } });

    // talk date: 140 -> 150 (documentation)
    const talk = expectStatus(
      await supervisor.post('/api/FeedbackTalkDate', {
        processId: process.id,
        talkDate: '2099-03-12T09:00:00Z',
      }),
      200,
    ).json();
    expect(talk).toMatchObject({ statusId: 150, talkDate: '2099-03-12T09:00:00.000Z' });

    // the documentation shows the self-evaluation's projects table for review
    const doc = expectStatus(await supervisor.get(`/api/Feedbacks?feedbackId=${documentation}`), 200).json();
    expect(doc.reviewData).toEqual([
      expect.objectContaining({
        elementName: 'projects',
        sourceFeedbackId: self,
        rows: [{ rowId: 'row-1', index: 0, cells: { project: 'Pricing tool', result: 'Live in March' } }],
      }),
    ]);
    expect(doc.allowedActions).toMatchObject({ edit: true, submit: true });
    await saveComment(supervisor, documentation, 'd-summary', 'Good year');
    // the documentation's mandatory target field needs a goal before the submit
    const noGoal = (await supervisor.post('/api/Feedbacks/Submit', { feedbackId: documentation })).json();
    expect(noGoal.missing.map((m: { elementId: string }) => m.elementId)).toEqual(['d-goals']);
    await saveGoal(supervisor, documentation, 'Lead the pricing project');
    const docSubmitted = expectStatus(
      await supervisor.post('/api/Feedbacks/Submit', { feedbackId: documentation }),
      200,
    ).json();
    expect(docSubmitted.statusId).toBe(160);

    // the final submit ends editing of both evaluations (900)
    const afterDoc = expectStatus(await employee.get(`/api/Feedbacks?feedbackId=${self}`), 200).json();
    const statuses = Object.fromEntries(
      afterDoc.process.feedbacks.map((f: { feedbackType: number; status: number }) => [
        f.feedbackType,
        f.status,
      ]),
    );
    expect(statuses).toMatchObject({ [SELF]: 900, [MANAGER]: 900, [DOCUMENTATION]: 200 });

    // veto: the supervisor may not (403); the employee without a comment (400), then with one: back to 150
    expect(
      (await supervisor.put('/api/Feedbacks/Veto', { feedbackId: documentation, comment: 'x' })).statusCode,
    ).toBe(403);
    const noComment = await employee.put('/api/Feedbacks/Veto', { feedbackId: documentation, comment: '  ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().code).toBe('VETO_COMMENT_REQUIRED');
    const vetoed = expectStatus(
      await employee.put('/api/Feedbacks/Veto', {
        feedbackId: documentation,
        comment: 'Please add the training',
      }),
      200,
    ).json();
    expect(vetoed).toMatchObject({ statusId: 150, isSubmitted: false, feedbackStatus: 150 });
    const revised = expectStatus(
      await supervisor.get(`/api/Feedbacks?feedbackId=${documentation}`),
      200,
    ).json();
    expect(revised.feedback.vetoComment).toBe('Please add the training');
    expect(revised.allowedActions.edit).toBe(true);

    // resubmit, approve: complete (170), everything approved
    await saveComment(supervisor, documentation, 'd-summary', 'Good year; training on negotiation agreed');
    expect(
      expectStatus(await supervisor.post('/api/Feedbacks/Submit', { feedbackId: documentation }), 200).json()
        .statusId,
    ).toBe(160);
    const approved = expectStatus(
      await employee.put('/api/Feedbacks/Approve', { feedbackId: documentation }),
      200,
    ).json();
    expect(approved).toMatchObject({ statusId: 170, feedbackStatus: 300 });

    // approving again is not possible in the final status
    expect((await employee.put('/api/Feedbacks/Approve', { feedbackId: documentation })).statusCode).toBe(
      409,
    );

    // close: the employee may not (403); reason 8 needs a text (400); with it: closed (199)
    expect(
      (await employee.post('/api/Feedbacks/close', { processId: process.id, reasonId: 1 })).statusCode,
    ).toBe(403);
    const noReason = await admin.post('/api/Feedbacks/close', { processId: process.id });
    expect(noReason.json().code).toBe('CLOSE_REASON_REQUIRED');
    const noText = await admin.post('/api/Feedbacks/close', {
      processId: process.id,
      reasonId: 8,
      reason: '',
    });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().code).toBe('CLOSE_REASON_TEXT_REQUIRED');
    const closed = expectStatus(
      await admin.post('/api/Feedbacks/close', {
        processId: process.id,
        reasonId: 8,
        reason: 'Archived after the talk',
      }),
      200,
    ).json();
    expect(closed).toMatchObject({
      statusId: 199,
      isClosed: true,
      closedReasonId: 8,
      closedReason: 'Archived after the talk',
    });

    // the audit trail has every step once
    const kinds = await t.app.db
      .selectFrom('process_events')
      .select(['kind', 'from_status', 'to_status'])
      .where('process_id', '=', process.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => `${k.kind}:${k.from_status}->${k.to_status}`)).toEqual([
      'created:null->100',
      'inProgress:100->110',
      'submitted:110->120',
      'inProgress:120->120',
      'submitted:120->140',
      'talkDateSet:140->150',
      'inProgress:150->150',
      'submitted:150->160',
      'vetoed:160->150',
      'submitted:150->160',
      'approved:160->170',
      'closed:170->199',
    ]);
  });

  it('a talk date that passes fires 100 through the job (140 -> 150)', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    await fillEvaluation(t, o.employee, process.feedbackOf(SELF), 's');
    await client(t, o.employee).post('/api/Feedbacks/Submit', { feedbackId: process.feedbackOf(SELF) });
    // the talk date set early (110/120 keep their status on 7)
    const early = expectStatus(
      await client(t, o.supervisor).post('/api/FeedbackTalkDate', {
        processId: process.id,
        talkDate: '2099-01-10T10:00:00Z',
      }),
      200,
    ).json();
    expect(early.statusId).toBe(120);
    await fillEvaluation(t, o.supervisor, process.feedbackOf(MANAGER), 'm');
    await client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId: process.feedbackOf(MANAGER) });

    // the job runs over every organization (the demo data too): look at this process only
    const statusOf = async () =>
      t.app.db
        .selectFrom('processes')
        .select(['status_id', 'talk_date_reached'])
        .where('id', '=', process.id)
        .executeTakeFirstOrThrow();
    await t.processes.fireReachedTalkDates(new Date('2099-01-09T00:00:00Z'));
    expect(await statusOf()).toEqual({ status_id: 140, talk_date_reached: false });
    expect(await t.processes.fireReachedTalkDates(new Date('2099-01-11T00:00:00Z'))).toBeGreaterThanOrEqual(
      1,
    );
    const view = expectStatus(
      await client(t, o.supervisor).get(`/api/Feedbacks?feedbackId=${process.feedbackOf(DOCUMENTATION)}`),
      200,
    ).json();
    expect(view.process).toMatchObject({ statusId: 150, talkDateReached: true });
    // a second run fires nothing more
    await t.processes.fireReachedTalkDates(new Date('2099-01-12T00:00:00Z'));
    const events = await t.app.db
      .selectFrom('process_events')
      .select('kind')
      .where('process_id', '=', process.id)
      .where('kind', '=', 'talkDateReached')
      .execute();
    expect(events).toHaveLength(1);
  });
});
