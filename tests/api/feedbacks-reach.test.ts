import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackReach } from '../../src/engine/api/feedbacks-answers';
import { FEEDBACK_TYPES } from '../../src/engine/constants';
import {
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  type ProcessOrg,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();
let o: ProcessOrg;
let process: Awaited<ReturnType<typeof createProcess>>;
beforeAll(async () => {
  o = await buildProcessOrg(t);
  process = await createProcess(t, o.supervisor, o.employee.user.id);
});

const reach = (who: Parameters<typeof client>[1], feedbackId: number | string) =>
  client(t, who).get(`/api/Feedbacks/reach?feedbackId=${feedbackId}`);

describe('GET /Feedbacks/reach', () => {
  it('needs a sign-in (401) and a feedback id (400)', async () => {
    const self = process.feedbackOf(FEEDBACK_TYPES.selfEvaluation);
    expectStatus(await reach({ 'x-organization': o.org.slug }, self), 401);
    expectStatus(await reach(o.employee, 'abc'), 400);
    expectStatus(await client(t, o.employee).get('/api/Feedbacks/reach'), 400);
  });

  it('says whether the caller may still read the feedback, with the process as they may see it now', async () => {
    const self = process.feedbackOf(FEEDBACK_TYPES.selfEvaluation);
    const manager = process.feedbackOf(FEEDBACK_TYPES.managerEvaluation);

    const own = expectStatus(await reach(o.employee, self), 200).json<FeedbackReach>();
    expect(own).toMatchObject({ feedbackId: self, canRead: true, process: { id: process.id } });

    // the manager's evaluation is not the employee's to read while it is being written: where to go instead
    const notYet = expectStatus(await reach(o.employee, manager), 200).json<FeedbackReach>();
    expect(notYet.canRead).toBe(false);
    expect(notYet.process?.feedbacks.find((f) => f.canRead)?.id).toBe(self);

    // someone without any part in the process: nothing of it, and no refusal either
    const outsider = expectStatus(await reach(o.colleague, self), 200).json<FeedbackReach>();
    expect(outsider).toEqual({ feedbackId: self, canRead: false, process: null });
  });

  it("answers 404 for another organization's feedback", async () => {
    const other = await buildProcessOrg(t);
    const elsewhere = await createProcess(t, other.supervisor, other.employee.user.id);
    expectStatus(await reach(o.employee, elsewhere.feedbackOf(FEEDBACK_TYPES.selfEvaluation)), 404);
  });
});
