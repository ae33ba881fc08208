import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import type { TargetList } from '../../src/engine/api/targets';
import { buildForm, buildUser } from './helpers/factories';
import {
  buildProcessOrg,
  documentationPages,
  client,
  createProcess,
  expectStatus,
  type Person,
  type ProcessOrg,
  saveComment,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const DOCUMENTATION = 3;
const GET = '/api/Feedbacks/Targets/GetTargets';
const SAVE = '/api/Feedbacks/Targets/SaveTarget';
const del = (id: string) => `/api/Feedbacks/Targets/DeleteTarget/${id}`;

let counter = 0;
/** A goal with a fresh id (ids are the client's), one sub-goal and one action. */
function goal(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    id: `goal-${counter}-${Date.now()}`,
    title: `Goal ${counter}`,
    dueDate: '2027-03-31',
    status: 0,
    subTargets: [{ id: `sub-${counter}`, title: 'First step', status: 20 }],
    actions: [{ id: `act-${counter}`, action: 'Book a course', responsible: 'HR', dueDate: '2027-01-15' }],
    ...overrides,
  };
}

/** Saves `target` in the target field `elementId` of a feedback as `who`, whatever it answers. */
const saveInForm = (who: Person, feedbackId: number, target: object, elementId = 'd-goals') =>
  client(t, who).post(SAVE, { feedbackId, elementId, target });

async function targetsOf(who: ProcessOrg['employee'], userId?: number): Promise<TargetList> {
  const url = userId === undefined ? GET : `${GET}?userId=${userId}`;
  return expectStatus(await client(t, who).get(url), 200).json() as TargetList;
}

const nameOf = (who: ProcessOrg['employee']) => `${who.user.first_name} ${who.user.last_name}`;

describe('Targets: refusals', () => {
  it('401 without a token on every endpoint', async () => {
    const o = await buildProcessOrg(t);
    const anonymous = { 'x-organization': o.org.slug };
    expect((await client(t, anonymous).get(GET)).statusCode).toBe(401);
    expect((await client(t, anonymous).post(SAVE, { target: goal() })).statusCode).toBe(401);
    expect((await client(t, anonymous).post(del('x'), {})).statusCode).toBe(401);
  });

  it('400 for a status outside the list (goal or sub-goal), with a clear code, and nothing stored', async () => {
    const o = await buildProcessOrg(t);
    const api = client(t, o.employee);
    const bad = expectStatus(await api.post(SAVE, { target: goal({ status: 55 }) }), 400).json();
    expect(bad.code).toBe('INVALID_TARGET_STATUS');
    expect(bad.errors).toEqual([{ path: '/body/target/status', message: 'invalidTargetStatus' }]);
    const sub = goal({ subTargets: [{ id: 's', title: 's', status: 30 }] });
    const badSub = expectStatus(await api.post(SAVE, { target: sub }), 400).json();
    expect(badSub.errors).toEqual([
      { path: '/body/target/subTargets/0/status', message: 'invalidTargetStatus' },
    ]);
    expect((await targetsOf(o.employee)).targets).toEqual([]);
  });

  it('400 for malformed input: no goal, a bad date, an unknown field, a bad user id', async () => {
    const o = await buildProcessOrg(t);
    const api = client(t, o.employee);
    for (const body of [
      {},
      { target: goal({ dueDate: '31.03.2027' }) },
      { target: { ...goal(), extra: 1 } },
      { target: goal({ title: 5 }) },
      { target: goal(), kind: 'secret' },
    ]) {
      const res = await api.post(SAVE, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await api.get(`${GET}?userId=abc`)).statusCode).toBe(400);
    expect((await targetsOf(o.employee)).targets).toEqual([]);
  });

  it('403 for someone outside the hierarchy without an HR role (peer, mentor, colleague)', async () => {
    const o = await buildProcessOrg(t);
    const mine = goal();
    expectStatus(await client(t, o.employee).post(SAVE, { target: mine }), 200);
    for (const who of [o.peer, o.mentor, o.colleague]) {
      const api = client(t, who);
      expect((await api.get(`${GET}?userId=${o.employee.user.id}`)).statusCode).toBe(403);
      const save = await api.post(SAVE, { target: goal(), userId: o.employee.user.id });
      expect(save.statusCode).toBe(403);
      // another person's goal answers as a missing one would, to a save and a delete: no 409 that it exists
      const takeOver = await api.post(SAVE, { target: { ...mine, title: 'taken over' } });
      expect([takeOver.statusCode, takeOver.json().code]).toEqual([404, 'NOT_FOUND']);
      const deleted = await api.post(del(mine.id), {});
      const unknown = await api.post(del(goal().id), {});
      expect([deleted.statusCode, deleted.json().code]).toEqual([404, unknown.json().code]);
    }
    // a supervisor's goals are not their employee's business
    expect((await client(t, o.employee).get(`${GET}?userId=${o.supervisor.user.id}`)).statusCode).toBe(403);
    const after = await targetsOf(o.employee);
    expect(after.targets.map((g) => g.title)).toEqual([mine.title]);
  });

  it('another organization: 404 for its employees and goals; the same id there is a separate goal', async () => {
    const o = await buildProcessOrg(t);
    const other = await buildProcessOrg(t);
    const mine = goal();
    expectStatus(await client(t, o.employee).post(SAVE, { target: mine }), 200);
    const foreignAdmin = client(t, other.admin);
    expect((await foreignAdmin.get(`${GET}?userId=${o.employee.user.id}`)).statusCode).toBe(404);
    expect((await foreignAdmin.post(SAVE, { target: goal(), userId: o.employee.user.id })).statusCode).toBe(
      404,
    );
    expect((await foreignAdmin.post(del(mine.id), {})).statusCode).toBe(404);
    expectStatus(await client(t, other.employee).post(SAVE, { target: { ...mine, title: 'Theirs' } }), 200);
    expect((await targetsOf(o.employee)).targets.map((g) => g.title)).toEqual([mine.title]);
    expect((await targetsOf(other.employee)).targets.map((g) => g.title)).toEqual(['Theirs']);
  });

  it('404 for an unknown goal id and an unknown employee', async () => {
    const o = await buildProcessOrg(t);
    const api = client(t, o.employee);
    const missing = await api.post(del('no-such-goal'), {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await api.get(`${GET}?userId=2147483000`)).statusCode).toBe(404);
    expect((await api.post(SAVE, { target: goal(), userId: 2147483000 })).statusCode).toBe(404);
  });
});

describe('Targets: own goals and the hierarchy', () => {
  it('the employee keeps goals with sub-goals, actions and a comment; a retried save changes nothing', async () => {
    const o = await buildProcessOrg(t);
    const api = client(t, o.employee);
    const mine = goal({ comment: 'My own plan', commentAuthor: 'Someone else' });
    const saved = expectStatus(await api.post(SAVE, { target: mine }), 200).json();
    expect(saved).toMatchObject({ id: mine.id, commentAuthor: nameOf(o.employee), category: 'personal' });
    expectStatus(await api.post(SAVE, { target: mine }), 200);
    const list = await targetsOf(o.employee);
    expect(list).toMatchObject({ userId: o.employee.user.id, canEdit: true });
    expect(list.targets).toHaveLength(1);
    expect(list.targets[0]).toMatchObject({
      id: mine.id,
      title: mine.title,
      dueDate: '2027-03-31',
      status: 0,
      subTargets: mine.subTargets,
      actions: mine.actions,
      comment: 'My own plan',
      commentAuthor: nameOf(o.employee),
      kind: 'personal',
      category: 'personal',
      isArchived: false,
      canEdit: true,
      feedbackId: null,
    });
  });

  it("direct and indirect supervisors set their employee's goals; the comment names its last author", async () => {
    const o = await buildProcessOrg(t);
    const forEmployee = goal({ comment: 'Agreed in our talk' });
    expectStatus(
      await client(t, o.supervisor).post(SAVE, { target: forEmployee, userId: o.employee.user.id }),
      200,
    );
    let list = await targetsOf(o.employee);
    expect(list.targets[0]).toMatchObject({ commentAuthor: nameOf(o.supervisor) });
    // the head (two levels up) changes the status only: the comment keeps its author
    expectStatus(await client(t, o.head).post(SAVE, { target: { ...forEmployee, status: 20 } }), 200);
    list = await targetsOf(o.head, o.employee.user.id);
    expect(list.targets[0]).toMatchObject({ status: 20, commentAuthor: nameOf(o.supervisor) });
    // the employee answers in the comment: now the employee is its author
    expectStatus(
      await client(t, o.employee).post(SAVE, { target: { ...forEmployee, comment: 'Fine with me' } }),
      200,
    );
    list = await targetsOf(o.employee);
    expect(list.targets[0]).toMatchObject({ comment: 'Fine with me', commentAuthor: nameOf(o.employee) });
  });

  it('a done, no longer relevant or not met goal is in the archive; deleting removes it', async () => {
    const o = await buildProcessOrg(t);
    const api = client(t, o.employee);
    const goals = [goal({ status: 100 }), goal({ status: 110 }), goal({ status: 120 }), goal({ status: 10 })];
    for (const target of goals) expectStatus(await api.post(SAVE, { target }), 200);
    const list = await targetsOf(o.employee);
    expect(list.targets.map((g) => [g.status, g.isArchived])).toEqual([
      [100, true],
      [110, true],
      [120, true],
      [10, false],
    ]);
    const deleted = expectStatus(await api.post(del(goals[0]!.id), {}), 200).json();
    expect(deleted).toEqual({ id: goals[0]!.id, deleted: true });
    expect((await targetsOf(o.employee)).targets).toHaveLength(3);
  });

  it('HR: processes writers read and write every goal, processes readers only read', async () => {
    const o = await buildProcessOrg(t);
    const reader = await buildUser(t.app.db, { organizationId: o.org.id, roles: ['dpt.processes.read'] });
    const readerHeaders = {
      authorization: `Bearer ${await t.tokenFor(reader.subject)}`,
      'x-organization': o.org.slug,
    };
    const fromHr = goal();
    expectStatus(await client(t, o.admin).post(SAVE, { target: fromHr, userId: o.employee.user.id }), 200);
    const read = expectStatus(await client(t, readerHeaders).get(`${GET}?userId=${o.employee.user.id}`), 200);
    expect(read.json()).toMatchObject({ canEdit: false, targets: [{ id: fromHr.id, canEdit: false }] });
    const write = await client(t, readerHeaders).post(SAVE, { target: goal(), userId: o.employee.user.id });
    expect(write.statusCode).toBe(403);
  });

  it('409 for an id that belongs to another employee', async () => {
    const o = await buildProcessOrg(t);
    const peers = goal();
    expectStatus(await client(t, o.supervisor).post(SAVE, { target: peers, userId: o.peer.user.id }), 200);
    const taken = await client(t, o.supervisor).post(SAVE, { target: peers, userId: o.employee.user.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('TARGET_ID_TAKEN');
  });
});

/** A MAFEG of the employee in the given status (set by an administrator). */
async function mafegIn(o: ProcessOrg, statusId: number) {
  const process = await createProcess(t, o.employee, o.employee.user.id);
  expectStatus(
    await client(t, o.admin).post('/api/Feedbacks/SetProcessStatus', { processId: process.id, statusId }),
    200,
  );
  return { process, documentation: process.feedbackOf(DOCUMENTATION) };
}

async function fillDocumentation(o: ProcessOrg, documentation: number) {
  await saveComment(client(t, o.supervisor), documentation, 'd-summary', 'Good year');
}

describe('Targets in a feedback form', () => {
  it('saving a goal marks the documentation in progress (trigger 6); the workflow decides who writes', async () => {
    const o = await buildProcessOrg(t);
    const { documentation } = await mafegIn(o, 140);
    const inForm = goal();
    // the employee has no write right on the documentation
    const refused = await saveInForm(o.employee, documentation, goal());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NO_FEEDBACK_ACCESS');
    // an element that is no target field
    const notTargets = await saveInForm(o.supervisor, documentation, goal(), 'd-summary');
    expect(notTargets.statusCode).toBe(400);
    expect(notTargets.json().code).toBe('NOT_A_TARGET_FIELD');
    const noElement = await client(t, o.supervisor).post(SAVE, { feedbackId: documentation, target: goal() });
    expect(noElement.statusCode).toBe(400);
    // the supervisor writes it: 140 -> 150, the documentation is in progress
    const saved = expectStatus(await saveInForm(o.supervisor, documentation, inForm), 200).json();
    expect(saved).toMatchObject({ category: 'documentation', feedbackId: documentation, canEdit: false });
    const view = expectStatus(
      await client(t, o.supervisor).get(`/api/Feedbacks?feedbackId=${documentation}`),
      200,
    ).json();
    expect(view.process.statusId).toBe(150);
    expect(view.feedback).toMatchObject({ isInProgress: true });
    // the form shows the goal after a reload
    expect(view.values.targets).toEqual([
      { elementId: 'd-goals', targets: [expect.objectContaining({ id: inForm.id, title: inForm.title })] },
    ]);
    // outside the form the goal is read-only (409), and deleting it needs its feedback
    const outside = await client(t, o.supervisor).post(SAVE, { target: { ...inForm, title: 'x' } });
    expect(outside.json().code).toBe('TARGET_IN_FEEDBACK');
    expect((await client(t, o.supervisor).post(del(inForm.id), {})).json().code).toBe('TARGET_IN_FEEDBACK');
    // to someone who may not see the goal it is missing: no TARGET_IN_FEEDBACK that tells where it lives
    const stranger = client(t, o.colleague);
    const probe = await stranger.post(SAVE, { target: { ...inForm, title: 'x' } });
    expect([probe.statusCode, probe.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await stranger.post(del(inForm.id), {})).statusCode).toBe(404);
    // another feedback's form cannot take the id (the peer's documentation, same supervisor)
    const peerProcess = await createProcess(t, o.peer, o.peer.user.id);
    await client(t, o.admin).post('/api/Feedbacks/SetProcessStatus', {
      processId: peerProcess.id,
      statusId: 150,
    });
    const stolen = await saveInForm(o.supervisor, peerProcess.feedbackOf(DOCUMENTATION), inForm);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().code).toBe('TARGET_IN_FEEDBACK');
    // deleted in the form; a retried delete of the autosave is no error
    const body = { feedbackId: documentation, elementId: 'd-goals' };
    expect(expectStatus(await client(t, o.supervisor).post(del(inForm.id), body), 200).json()).toEqual({
      id: inForm.id,
      deleted: true,
    });
    expect(expectStatus(await client(t, o.supervisor).post(del(inForm.id), body), 200).json().deleted).toBe(
      false,
    );
  });

  it('submit checks the mandatory target field again', async () => {
    const o = await buildProcessOrg(t);
    const { documentation } = await mafegIn(o, 150);
    await fillDocumentation(o, documentation);
    const missing = expectStatus(
      await client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId: documentation }),
      400,
    ).json();
    expect(missing.code).toBe('MANDATORY_MISSING');
    expect(missing.missing).toEqual([expect.objectContaining({ elementId: 'd-goals', field: 'targets' })]);
    expectStatus(await saveInForm(o.supervisor, documentation, goal()), 200);
    const submitted = expectStatus(
      await client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId: documentation }),
      200,
    ).json();
    expect(submitted.statusId).toBe(160);
  });

  it('final confirmation transfers the documentation goals to final goals; going back undoes it', async () => {
    const o = await buildProcessOrg(t);
    const { process, documentation } = await mafegIn(o, 150);
    await fillDocumentation(o, documentation);
    const first = goal({ comment: 'Agreed' });
    const second = goal({ title: 'Second' });
    for (const target of [first, second])
      expectStatus(await saveInForm(o.supervisor, documentation, target), 200);
    expectStatus(
      await client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId: documentation }),
      200,
    );
    // before the confirmation: the documentation's goals only
    let list = await targetsOf(o.employee);
    expect(list.targets.map((g) => g.category)).toEqual(['documentation', 'documentation']);
    // the employee confirms: 160 -> 170 (final), the goals are copied with the marker
    const approved = expectStatus(
      await client(t, o.employee).put('/api/Feedbacks/Approve', { feedbackId: documentation }),
      200,
    ).json();
    expect(approved.statusId).toBe(170);
    list = await targetsOf(o.employee);
    const finals = list.targets.filter((g) => g.category === 'final');
    expect(finals.map((g) => [g.title, g.copiedFrom, g.kind, g.canEdit])).toEqual([
      [first.title, first.id, 'final', true],
      [second.title, second.id, 'final', true],
    ]);
    expect(finals[0]).toMatchObject({
      comment: 'Agreed',
      commentAuthor: nameOf(o.supervisor),
      feedbackId: null,
    });
    expect(finals.every((g) => g.id !== first.id && g.id !== second.id)).toBe(true);
    // the supervisor sees them too and may update a final goal
    const update = { ...finals[0]!, status: 20 };
    const { id, title, status, subTargets, actions } = update;
    expectStatus(
      await client(t, o.supervisor).post(SAVE, { target: { id, title, status, subTargets, actions } }),
      200,
    );
    // closing the completed process keeps them
    expectStatus(
      await client(t, o.admin).post('/api/Feedbacks/close', { processId: process.id, reasonId: 1 }),
      200,
    );
    expect((await targetsOf(o.employee)).targets.filter((g) => g.category === 'final')).toHaveLength(2);
    // the process goes back (administrator sets an earlier status): the transfer is undone
    expectStatus(
      await client(t, o.admin).post('/api/Feedbacks/SetProcessStatus', {
        processId: process.id,
        statusId: 150,
      }),
      200,
    );
    list = await targetsOf(o.supervisor, o.employee.user.id);
    expect(list.targets.filter((g) => g.category === 'final')).toEqual([]);
    expect(list.targets.filter((g) => g.category === 'documentation')).toHaveLength(2);
    // reaching the final status again transfers again, once
    expectStatus(
      await client(t, o.admin).post('/api/Feedbacks/SetProcessStatus', {
        processId: process.id,
        statusId: 170,
      }),
      200,
    );
    expect((await targetsOf(o.employee)).targets.filter((g) => g.category === 'final')).toHaveLength(2);
  });

  it('the employee sees the goals of the documentation only once the workflow lets them read it', async () => {
    const o = await buildProcessOrg(t);
    const { documentation } = await mafegIn(o, 150);
    await fillDocumentation(o, documentation);
    expectStatus(await saveInForm(o.supervisor, documentation, goal()), 200);
    // in progress: the documentation is the supervisor's, the employee cannot read it yet
    expect((await client(t, o.employee).get(`/api/Feedbacks?feedbackId=${documentation}`)).statusCode).toBe(
      403,
    );
    expect((await targetsOf(o.employee)).targets).toEqual([]);
    expect((await targetsOf(o.supervisor, o.employee.user.id)).targets).toHaveLength(1);
    // submitted for the employee's confirmation: now the employee reads it, goals included
    expectStatus(
      await client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId: documentation }),
      200,
    );
    expect((await targetsOf(o.employee)).targets).toHaveLength(1);
  });

  it('a copied process copies the goals (copied-from marker); a new form without the field drops them', async () => {
    const o = await buildProcessOrg(t);
    const { process, documentation } = await mafegIn(o, 150);
    const original = goal({ comment: 'Keep' });
    expectStatus(await saveInForm(o.supervisor, documentation, original), 200);
    const goalsOf = (feedbackId: number) =>
      t.app.db
        .selectFrom('targets')
        .select(['id', 'title', 'copied_from', 'element_id', 'owner_id'])
        .where('feedback_id', '=', feedbackId)
        .execute();
    const copy = expectStatus(
      await client(t, o.employee).post('/api/Feedbacks/CopyProcess', {
        processId: process.id,
        correlationId: crypto.randomUUID(),
      }),
      200,
    ).json();
    const copiedDoc = copy.feedbacks.find(
      (f: { feedbackType: number }) => f.feedbackType === DOCUMENTATION,
    ).id;
    const copied = await goalsOf(copiedDoc);
    expect(copied).toEqual([
      {
        id: expect.not.stringMatching(`^${original.id}$`),
        title: original.title,
        copied_from: original.id,
        element_id: 'd-goals',
        owner_id: o.employee.user.id,
      },
    ]);

    // version 2 of the documentation has no target field: changing the form drops the goals
    const pages = documentationPages();
    pages[0]!.elements = pages[0]!.elements.filter((e) => e.id !== 'd-goals');
    const v2 = await buildForm(t.app.db, {
      organizationId: o.org.id,
      correlationId: o.forms.documentation.correlation_id,
      version: 2,
      pages,
    });
    expectStatus(
      await client(t, o.admin).post('/api/Feedbacks/SetProcessForm', {
        processId: process.id,
        formId: v2.id,
      }),
      200,
    );
    expect(await goalsOf(documentation)).toEqual([]);
    expect(await goalsOf(copiedDoc)).toHaveLength(1);
  });
});
