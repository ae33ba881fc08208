import { describe, expect, it } from 'vitest';
import {
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  saveComment,
  saveItemValue,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const EHG = 3;
const DOCUMENTATION = 3;

describe('an EHG from creation to close, through HTTP', () => {
  it('releases the documentation to the employee on submit and keeps it editable for the supervisor', async () => {
    const o = await buildProcessOrg(t);
    const employee = client(t, o.employee);
    const supervisor = client(t, o.supervisor);

    const process = await createProcess(t, o.supervisor, o.employee.user.id, EHG);
    expect(process.statusId).toBe(200);
    expect(process.feedbacks.map((f) => f.feedbackType)).toEqual([DOCUMENTATION]);
    const doc = process.feedbackOf(DOCUMENTATION);

    // the talk is scheduled (7: 200 -> 210); the employee sees the process but not the draft
    const scheduled = expectStatus(
      await supervisor.post('/api/FeedbackTalkDate', {
        processId: process.id,
        talkDate: '2099-02-01T08:30:00Z',
      }),
      200,
    ).json();
    expect(scheduled.statusId).toBe(210);
    const hidden = await employee.get(`/api/Feedbacks?feedbackId=${doc}`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().code).toBe('NO_FEEDBACK_ACCESS');
    const own = expectStatus(await employee.get('/api/Feedbacks/list/recipient'), 200).json().result;
    expect(own.map((p: { id: number }) => p.id)).toContain(process.id);

    // the employee cannot write the supervisor's documentation (403: never a writer of it)
    const write = await employee.post('/api/FeedbackComments', {
      feedbackId: doc,
      elementId: 'e-expect',
      itemId: null,
      comment: 'x',
    });
    expect(write.statusCode).toBe(403);

    // documentation in progress (6: 210 -> 220), submit with the missing scale listed, then complete
    const started = expectStatus(
      await supervisor.post('/api/FeedbackComments', {
        feedbackId: doc,
        elementId: 'e-expect',
        itemId: null,
        comment: 'Own the key accounts of the south region',
      }),
      200,
    ).json();
    expect(started.statusId).toBe(220);
    const missing = expectStatus(
      await supervisor.post('/api/Feedbacks/Submit', { feedbackId: doc }),
      400,
    ).json();
    expect(missing.missing).toEqual([
      expect.objectContaining({ elementId: 'e-clarity', field: 'value', pageId: 'e1' }),
    ]);
    await saveItemValue(supervisor, doc, 'e-clarity', 3);
    expect(
      expectStatus(await supervisor.post('/api/Feedbacks/Submit', { feedbackId: doc }), 200).json().statusId,
    ).toBe(230);

    // released: the employee reads it and may approve or veto; the supervisor still edits it
    const released = expectStatus(await employee.get(`/api/Feedbacks?feedbackId=${doc}`), 200).json();
    expect(released.allowedActions).toMatchObject({ read: true, edit: false, approve: true, veto: true });
    expect(released.values.comments).toEqual([
      { elementId: 'e-expect', itemId: null, comment: 'Own the key accounts of the south region' },
    ]);
    const supervisorView = expectStatus(await supervisor.get(`/api/Feedbacks?feedbackId=${doc}`), 200).json();
    expect(supervisorView.allowedActions).toMatchObject({ edit: true, submit: false, approve: false });
    const edited = expectStatus(
      await supervisor.post('/api/feedbackValues/item', {
        feedbackId: doc,
        elementId: 'e-clarity',
        value: 4,
      }),
      200,
    ).json();
    expect(edited).toMatchObject({ statusId: 230, isSubmitted: true });

    // veto with a comment: 240, the supervisor revises and resubmits: 230
    expect((await employee.put('/api/Feedbacks/Veto', { feedbackId: doc })).json().code).toBe(
      'VETO_COMMENT_REQUIRED',
    );
    const vetoed = expectStatus(
      await employee.put('/api/Feedbacks/Veto', { feedbackId: doc, comment: 'The travel budget is missing' }),
      200,
    ).json();
    expect(vetoed.statusId).toBe(240);
    expect((await employee.get(`/api/Feedbacks?feedbackId=${doc}`)).json().allowedActions.approve).toBe(
      false,
    );
    await saveComment(
      supervisor,
      doc,
      'e-expect',
      'Own the key accounts of the south region; travel budget 4,000 EUR',
    );
    expect(
      expectStatus(await supervisor.post('/api/Feedbacks/Submit', { feedbackId: doc }), 200).json().statusId,
    ).toBe(230);

    // the supervisor cannot approve their own documentation; the employee approves: complete (250)
    expect((await supervisor.put('/api/Feedbacks/Approve', { feedbackId: doc })).statusCode).toBe(403);
    const done = expectStatus(await employee.put('/api/Feedbacks/Approve', { feedbackId: doc }), 200).json();
    expect(done).toMatchObject({ statusId: 250, feedbackStatus: 300 });

    // close (administrator): 299, nothing editable any more
    const closed = expectStatus(
      await client(t, o.admin).post('/api/Feedbacks/close', { processId: process.id, reasonId: 2 }),
      200,
    ).json();
    expect(closed).toMatchObject({ statusId: 299, closedReasonId: 2, closedReason: null });
    const after = await supervisor.post('/api/feedbackValues/item', {
      feedbackId: doc,
      elementId: 'e-clarity',
      value: 2,
    });
    expect(after.statusCode).toBe(409);
  });
});
