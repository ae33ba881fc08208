import { describe, expect, it } from 'vitest';
import { lineAndMentorOf } from '../../src/server/organizations/hierarchy';
import { buildProcessOrg, createProcess } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

/** What every action on a process reads right after locking it: the process, its feedbacks, participants. */
const readUnderLock = (organizationId: number, processId: number) =>
  t.processes.api.act(organizationId, null, processId, async ({ process, feedbacks, participants }) => ({
    process,
    feedbacks,
    participants,
  }));

// Every action and view reads a process's feedbacks and participants with one query; it must read exactly
// what the two separate queries, the feedbacks of the process (feedbacksOf) and lineAndMentorOf, read.
describe('feedbacks and participants of a process in one query', () => {
  it('reads the same feedbacks and the same line and mentor as the separate queries', async () => {
    const o = await buildProcessOrg(t);
    const created = await createProcess(t, o.supervisor, o.employee.user.id);
    const together = await readUnderLock(o.org.id, created.id);
    const { process } = together;
    const feedbacks = await t.processes.api.feedbacksOf(o.org.id, process.id);
    expect(feedbacks.length).toBeGreaterThan(1);
    expect(together.feedbacks).toEqual(feedbacks);
    const { line, mentorId } = await lineAndMentorOf(t.app.db, o.org.id, o.employee.user.id);
    expect(together.participants).toEqual({
      recipientId: o.employee.user.id,
      line,
      mentorId: process.mentor_id ?? mentorId,
      donors: feedbacks.map((f) => ({ feedbackType: f.feedback_type, donorId: f.donor_id })),
    });
    expect(together.participants.line).toEqual([
      o.supervisor.user.id,
      o.preSupervisor.user.id,
      o.head.user.id,
    ]);
    expect(together.participants.mentorId).toBe(o.mentor.user.id);
  });

  it('still finds the line of a process without feedbacks, and cuts a supervisor cycle', async () => {
    const o = await buildProcessOrg(t);
    const created = await createProcess(t, o.supervisor, o.employee.user.id);
    await t.app.db.deleteFrom('feedbacks').where('process_id', '=', created.id).execute();
    // the head reports to the supervisor: head -> preSupervisor -> supervisor -> head ...
    await t.app.db
      .updateTable('users')
      .set({ supervisor_id: o.supervisor.user.id })
      .where('id', '=', o.head.user.id)
      .execute();

    const together = await readUnderLock(o.org.id, created.id);
    const { process } = together;
    expect(together.feedbacks).toEqual([]);
    expect(together.participants.line).toEqual([
      o.supervisor.user.id,
      o.preSupervisor.user.id,
      o.head.user.id,
    ]);
    const { line, mentorId } = await lineAndMentorOf(t.app.db, o.org.id, o.employee.user.id);
    expect(together.participants).toEqual({
      recipientId: o.employee.user.id,
      line,
      mentorId: process.mentor_id ?? mentorId,
      donors: [],
    });
  });
});
