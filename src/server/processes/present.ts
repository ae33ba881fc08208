import type { Questionnaire } from '../../engine/forms';
import {
  dashboardGroupOf,
  isClosed,
  type AllowedActions,
  type WorkflowSettings,
} from '../../engine/workflows';
import type { FeedbackRow, ProcessRow, TalkroundRow } from '../db/database';
import { peopleByIds } from '../employees';
import type { PersonRef } from '../../engine/api/common';
import type { Db } from './repo';

export type People = ReadonlyMap<number, PersonRef>;

/** Names of the given employees of the organization, by id. */
export async function loadPeople(
  db: Db,
  organizationId: number,
  ids: Iterable<number | null>,
): Promise<People> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await peopleByIds(db, organizationId, wanted);
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, firstName: r.first_name, lastName: r.last_name, shorthand: r.shorthand },
    ]),
  );
}

/** Every person a process view names. Pure. */
export function peopleOf(process: ProcessRow, feedbacks: readonly FeedbackRow[]): (number | null)[] {
  return [process.recipient_id, process.mentor_id, process.partner_id, ...feedbacks.map((f) => f.donor_id)];
}

const person = (people: People, id: number | null) => (id === null ? null : (people.get(id) ?? null));
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Where a feedback stands: its form, status and the dates of its submission and approval. */
const feedbackState = (feedback: FeedbackRow) => ({
  formId: feedback.form_id,
  status: feedback.status,
  isInProgress: feedback.is_in_progress,
  isSubmitted: feedback.is_submitted,
  submittedAt: iso(feedback.submitted_at),
  approvedAt: iso(feedback.approved_at),
});

/** A feedback of a process as lists show it; `canRead` / `canEdit` are the caller's rights now. */
export function presentFeedbackSummary(
  feedback: FeedbackRow,
  people: People,
  actions?: Pick<AllowedActions, 'read' | 'edit'>,
) {
  return {
    id: feedback.id,
    feedbackType: feedback.feedback_type,
    donor: person(people, feedback.donor_id),
    ...feedbackState(feedback),
    canRead: actions?.read ?? false,
    canEdit: actions?.edit ?? false,
  };
}
export type FeedbackSummary = ReturnType<typeof presentFeedbackSummary>;

/** A process (SPEC §3 "Feedback (process)") with its status label and dashboard group. */
export function presentProcess(
  process: ProcessRow,
  settings: WorkflowSettings,
  people: People,
  feedbacks: FeedbackSummary[],
) {
  const status = settings.statusList.find((s) => s.statusId === process.status_id);
  return {
    id: process.id,
    processType: process.process_type,
    statusId: process.status_id,
    statusLabel: status?.translations ?? {},
    statusDescription: status?.descriptions ?? {},
    dashboardGroup: dashboardGroupOf(settings, process.status_id),
    isClosed: isClosed(settings, process.status_id),
    isFinished: process.status_id === settings.finalStatus,
    title: process.title,
    recipient: person(people, process.recipient_id),
    mentor: person(people, process.mentor_id),
    partner: person(people, process.partner_id),
    creatorId: process.creator_id,
    talkroundId: process.talkround_id,
    talkDate: iso(process.talk_date),
    talkDateReached: process.talk_date_reached,
    startDate: process.start_date,
    endDate: process.end_date,
    closedReasonId: process.closed_reason_id,
    closedReason: process.closed_reason,
    copiedFromId: process.copied_from_id,
    lockVersion: process.lock_version,
    createdAt: process.created_at.toISOString(),
    updatedAt: process.updated_at.toISOString(),
    feedbacks,
  };
}
export type ProcessView = ReturnType<typeof presentProcess>;

/** The feedback opened in the form screen. */
export function presentFeedback(feedback: FeedbackRow, process: ProcessRow, people: People) {
  return {
    id: feedback.id,
    processId: feedback.process_id,
    processType: process.process_type,
    feedbackType: feedback.feedback_type,
    donor: person(people, feedback.donor_id),
    recipient: person(people, process.recipient_id),
    ...feedbackState(feedback),
    vetoComment: feedback.veto_comment,
    updatedAt: feedback.updated_at.toISOString(),
  };
}

/** A questionnaire version as the feedback screen renders it. */
export function presentQuestionnaire(q: Questionnaire & { id: number; version: number }) {
  return {
    id: q.id,
    correlationId: q.correlationId,
    version: q.version,
    name: q.name,
    questionnaireType: q.questionnaireType,
    isDraft: q.isDraft,
    pages: q.pages,
  };
}

/** SPEC §3 "Talkround". */
export function presentTalkround(row: TalkroundRow) {
  return {
    id: row.id,
    processType: row.process_type,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    finished: row.finished,
  };
}
