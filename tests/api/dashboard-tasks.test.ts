import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPES } from '../../src/engine/constants';
import type { DashboardTask } from '../../src/engine/api/dashboard';
import {
  buildConferenceOrg,
  buildProcessOrg,
  client,
  completeSelfEvaluation,
  createProcess,
  expectStatus,
  PDC,
  type Person,
  saveComment,
  saveGoal,
  saveItemValue,
  setConferenceDate,
} from './helpers/process-factories';
import { tokenOf } from './helpers/hub-listener';
import { useTestApp } from './helpers/use-test-app';

const { t, hubs } = useTestApp({ hubs: true, config: { seedDemoData: false } });

const { selfEvaluation: SELF, managerEvaluation: MANAGER, documentation: DOCUMENTATION } = FEEDBACK_TYPES;

const tasksOf = async (who: Person): Promise<DashboardTask[]> =>
  expectStatus(await client(t, who).get('/api/Dashboard/GetTasks'), 200).json().result;
/** The tasks as `type feedbackType` pairs, e.g. `fillFeedback 1`. */
const summary = async (who: Person) =>
  (await tasksOf(who)).map((task) => `${task.type} ${task.feedbackType ?? '-'}`).sort();
const setVisibility = (who: Person, taskKey: unknown, visible: unknown) =>
  client(t, who).post('/api/Dashboard/SetTaskVisibility', { taskKey, visible });

describe('GET /Dashboard/GetTasks and POST /Dashboard/SetTaskVisibility: refusals', () => {
  it('401 without a token, 403 in another organization', async () => {
    const o = await buildProcessOrg(t);
    const other = await buildProcessOrg(t);
    for (const res of [
      await t.app.inject({
        method: 'GET',
        url: '/api/Dashboard/GetTasks',
        headers: { 'x-organization': o.org.slug },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/Dashboard/SetTaskVisibility',
        headers: { 'x-organization': o.org.slug },
        payload: { taskKey: 'feedback:1:fill', visible: false },
      }),
    ])
      expect(res.statusCode).toBe(401);
    const foreign = { ...o.employee.headers, 'x-organization': other.org.slug };
    expect((await client(t, foreign).get('/api/Dashboard/GetTasks')).statusCode).toBe(403);
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    const key = `feedback:${process.feedbackOf(SELF)}:fill`;
    const hide = await client(t, foreign).post('/api/Dashboard/SetTaskVisibility', {
      taskKey: key,
      visible: false,
    });
    expect(hide.statusCode).toBe(403);
    expect((await tasksOf(o.employee)).find((task) => task.key === key)?.visible).toBe(true);
  });

  it('400 for a bad body and for a key that is not one of the user’s open tasks; nothing stored', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    const employeeKey = `feedback:${process.feedbackOf(SELF)}:fill`;
    expect((await setVisibility(o.employee, employeeKey, 'no')).statusCode).toBe(400);
    expect((await setVisibility(o.employee, '', false)).statusCode).toBe(400);
    expect((await setVisibility(o.employee, 'x'.repeat(101), false)).statusCode).toBe(400);
    // the supervisor's task, another user's key, and a made-up one
    const supervisorKey = `feedback:${process.feedbackOf(MANAGER)}:fill`;
    for (const key of [supervisorKey, 'feedback:999999:fill', 'anything']) {
      const res = await setVisibility(o.employee, key, false);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UNKNOWN_TASK');
    }
    const stored = await t.app.db
      .selectFrom('dashboard_hidden_tasks')
      .select('task_key')
      .where('user_id', '=', o.employee.user.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('the tasks of an employee and a supervisor in a MAFEG walk', () => {
  it('follows the workflow: evaluations, documentation, approval, then nothing', async () => {
    const o = await buildProcessOrg(t);
    const employee = client(t, o.employee);
    const supervisor = client(t, o.supervisor);
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    const [self, manager, documentation] = [SELF, MANAGER, DOCUMENTATION].map(process.feedbackOf);

    // 100: each fills in their evaluation; the mentor, the pre-supervisor and a peer have nothing to do
    expect(await summary(o.employee)).toEqual(['fillFeedback 1']);
    expect(await summary(o.supervisor)).toEqual(['fillFeedback 2']);
    for (const who of [o.mentor, o.preSupervisor, o.peer, o.admin]) expect(await summary(who)).toEqual([]);
    const [selfTask] = await tasksOf(o.employee);
    expect(selfTask).toMatchObject({
      key: `feedback:${self}:fill`,
      processId: process.id,
      feedbackId: self,
      recipient: { id: o.employee.user.id },
      visible: true,
    });

    // 120: the self-evaluation is submitted
    await saveItemValue(employee, self, 's-overall', 4);
    await completeSelfEvaluation(employee, self);
    expectStatus(await employee.post('/api/Feedbacks/Submit', { feedbackId: self }), 200);
    expect(await summary(o.employee)).toEqual([]);
    expect(await summary(o.supervisor)).toEqual(['fillFeedback 2']);

    // 140: the manager evaluation too; the supervisor writes the documentation next
    await saveItemValue(supervisor, manager, 'm-overall', 4);
    await completeSelfEvaluation(supervisor, manager, 'm');
    expectStatus(await supervisor.post('/api/Feedbacks/Submit', { feedbackId: manager }), 200);
    expect(await summary(o.supervisor)).toEqual(['fillFeedback 3']);
    expect(await summary(o.employee)).toEqual([]);

    // the talk date becomes the due date; 160: the documentation waits for the employee's approval
    expectStatus(
      await supervisor.post('/api/FeedbackTalkDate', {
        processId: process.id,
        talkDate: '2099-03-12T09:00:00Z',
      }),
      200,
    );
    expect((await tasksOf(o.supervisor))[0]).toMatchObject({ dueDate: '2099-03-12', overdue: false });
    await saveComment(supervisor, documentation, 'd-summary', 'Good year');
    await saveGoal(supervisor, documentation, 'Lead the pricing project');
    expectStatus(await supervisor.post('/api/Feedbacks/Submit', { feedbackId: documentation }), 200);
    expect(await summary(o.supervisor)).toEqual([]);
    expect(await tasksOf(o.employee)).toEqual([
      expect.objectContaining({
        key: `feedback:${documentation}:approve`,
        type: 'approveFeedback',
        feedbackId: documentation,
        dueDate: '2099-03-12',
      }),
    ]);

    // 170: approved, nothing left for anyone
    expectStatus(await employee.put('/api/Feedbacks/Approve', { feedbackId: documentation }), 200);
    expect(await summary(o.employee)).toEqual([]);
    expect(await summary(o.supervisor)).toEqual([]);
  });

  it('a closed process leaves no tasks', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    expect(await summary(o.employee)).toEqual(['fillFeedback 1']);
    expectStatus(
      await client(t, o.admin).post('/api/Feedbacks/close', { processId: process.id, reasonId: 1 }),
      200,
    );
    expect(await summary(o.employee)).toEqual([]);
    expect(await summary(o.supervisor)).toEqual([]);
  });
});

describe('hiding and showing a task', () => {
  it('survives a reload, is per user, and tells the user’s other screens', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    const key = `feedback:${process.feedbackOf(SELF)}:fill`;
    const hub = await hubs.listen<{ taskKey: string; visible: boolean }>(
      'users',
      o.org.slug,
      tokenOf(o.employee.headers),
      ['FeedbackTasksUpdated'],
    );
    const hidden = expectStatus(await setVisibility(o.employee, key, false), 200).json();
    expect(hidden.result).toEqual([expect.objectContaining({ key, visible: false })]);
    await hub.until((received) => received.some((r) => r.value.taskKey === key && !r.value.visible));
    // a reload (a new request) still has it hidden; hiding twice is fine
    expect((await tasksOf(o.employee)).map((task) => [task.key, task.visible])).toEqual([[key, false]]);
    expectStatus(await setVisibility(o.employee, key, false), 200);
    // the supervisor's own task is untouched
    expect((await tasksOf(o.supervisor)).every((task) => task.visible)).toBe(true);
    expectStatus(await setVisibility(o.employee, key, true), 200);
    expect((await tasksOf(o.employee)).map((task) => [task.key, task.visible])).toEqual([[key, true]]);
    await hub.until((received) => received.some((r) => r.value.taskKey === key && r.value.visible));
  });
});

describe('the PDC/EDC documents reminder', () => {
  it('appears for the one who prepares the documents and disappears once they are sent', async () => {
    const o = await buildConferenceOrg(t);
    const pdc = await createProcess(t, o.supervisor, o.employee.user.id, PDC, { talkroundId: o.pdcRound });
    const key = `pdc-edc:${pdc.id}:documents`;
    // without a conference date there is nothing to remind of
    expect((await tasksOf(o.supervisor)).some((task) => task.key === key)).toBe(false);
    // a conference in three days: the week's lead is missed, the reminder is overdue
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await setConferenceDate(t, pdc.id, soon);
    const tasks = await tasksOf(o.supervisor);
    const reminder = tasks.find((task) => task.key === key);
    expect(reminder).toMatchObject({
      type: 'sendConferenceDocuments',
      feedbackId: pdc.feedbackOf(DOCUMENTATION),
      recipient: { id: o.employee.user.id },
      overdue: true,
      visible: true,
    });
    // the preparation is not listed a second time as a feedback to fill in
    expect(tasks.filter((task) => task.feedbackId === pdc.feedbackOf(DOCUMENTATION))).toHaveLength(1);
    expect((await tasksOf(o.employee)).some((task) => task.key === key)).toBe(false);
    // it can be hidden like any task
    expectStatus(await setVisibility(o.supervisor, key, false), 200);
    expect((await tasksOf(o.supervisor)).find((task) => task.key === key)?.visible).toBe(false);

    const hub = await hubs.listen('users', o.org.slug, tokenOf(o.supervisor.headers), [
      'FeedbackTasksUpdated',
    ]);
    expectStatus(
      await client(t, o.supervisor).post('/api/Feedbacks/Submit', {
        feedbackId: pdc.feedbackOf(DOCUMENTATION),
      }),
      200,
    );
    await hub.until((received) => received.length > 0);
    expect((await tasksOf(o.supervisor)).some((task) => task.key === key)).toBe(false);
  });

  it('is not given where the organization does not enable PDC/EDC', async () => {
    const o = await buildConferenceOrg(t, false);
    const pdc = await createProcess(t, o.supervisor, o.employee.user.id, PDC, { talkroundId: o.pdcRound });
    await setConferenceDate(t, pdc.id, new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
    const keys = (await tasksOf(o.supervisor)).map((task) => task.key);
    expect(keys).not.toContain(`pdc-edc:${pdc.id}:documents`);
  });
});
