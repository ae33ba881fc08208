import { describe, expect, it } from 'vitest';
import { notificationsFor, type ProcessEventFacts } from './rules';

const audience = { recipientId: 1, donorIds: [1, 2], lineIds: [2, 3], mentorId: 4 };
const event = (over: Partial<ProcessEventFacts>): ProcessEventFacts => ({
  kind: 'submitted',
  organizationId: 9,
  processId: 70,
  processType: 1,
  feedbackId: 50,
  feedbackType: 1,
  actorId: 1,
  payload: {},
  audience,
  ...over,
});
const who = (e: ProcessEventFacts, donor: number | null = null) =>
  notificationsFor(e, donor).map((d) => [d.userId, d.kind, d.route.name, d.route.id]);

describe('notificationsFor', () => {
  it("tells the direct supervisor of a submitted self-assessment and the employee of the manager's documents, leading to them", () => {
    expect(who(event({}))).toEqual([[2, 'selfAssessmentSubmitted', 'feedback', 50]]);
    expect(who(event({ feedbackType: 3, actorId: 2 }))).toEqual([[1, 'feedbackSubmitted', 'feedback', 50]]);
  });

  it('tells the author of an approved or vetoed feedback, with the veto comment, leading to that feedback', () => {
    const vetoed = notificationsFor(
      event({ kind: 'vetoed', feedbackType: 3, payload: { comment: 'Budget' } }),
      2,
    );
    expect(vetoed).toEqual([
      {
        userId: 2,
        kind: 'feedbackVetoed',
        params: { processType: 1, feedbackType: 3, comment: 'Budget' },
        route: { name: 'feedback', id: 50 },
        processId: 70,
      },
    ]);
    expect(who(event({ kind: 'approved', feedbackType: 3 }), 2)).toEqual([
      [2, 'feedbackApproved', 'feedback', 50],
    ]);
  });

  it('never tells people of their own actions, nor anyone twice', () => {
    expect(who(event({ kind: 'approved', actorId: 2 }), 2)).toEqual([]);
    const talk = event({ kind: 'talkDateSet', actorId: 2, payload: { talkDate: '2099-01-01T10:00:00Z' } });
    expect(who(talk)).toEqual([[1, 'talkDateSet', 'dashboard', null]]);
  });

  it('keeps PDC, EDC and promotions from their recipients; tells PDP reviews to the employee and supervisor', () => {
    expect(who(event({ kind: 'created', processType: 5, actorId: 7 }))).toEqual([]);
    expect(who(event({ kind: 'closed', processType: 4, actorId: 7 }))).toEqual([]);
    expect(who(event({ kind: 'created', processType: 3, actorId: 2 }))).toEqual([
      [1, 'processStarted', 'my-feedbacks', null],
    ]);
    const review = event({
      kind: 'talkDateSet',
      processType: 2,
      actorId: 1,
      payload: { reviewDate: '2027-01-01' },
    });
    expect(who(review)).toEqual([[2, 'pdpReviewSet', 'dashboard', null]]);
  });
});
