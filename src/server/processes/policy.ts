import type { OperationNodeSource } from 'kysely';
import { DONOR_ROLES, isProcessAdmin, type DonorRole } from '../../engine/access';
import { FEEDBACK_TYPES, type FeedbackType } from '../../engine/constants';
import {
  FEEDBACK_STATUS_OPTIONS,
  accessForRoles,
  allowedActions,
  type AccessRight,
  type AllowedActions,
  type CompiledWorkflow,
  type ProcessAction,
} from '../../engine/workflows';
import type { Actor } from '../auth/actor';
import type { FeedbackRow, ProcessRow } from '../db/database';
import { HttpError, conflict } from '../errors';
import type { ProcessAudience } from './events';
import { lineFromRows } from '../organizations/hierarchy';
import { listFeedbacksWithLine, type FeedbackWithLineRow } from './participants-repo';
import type { Db } from './repo';

export { actorOf, type Actor } from '../auth/actor';

/** The people around a process from whom donor roles are derived. */
export type Participants = {
  recipientId: number;
  /** the recipient's supervisor line, direct supervisor first */
  line: number[];
  /** the process's mentor, else the recipient's */
  mentorId: number | null;
  donors: { feedbackType: number; donorId: number | null }[];
};

function participantsOf(
  process: ProcessRow,
  feedbacks: readonly Pick<FeedbackRow, 'feedback_type' | 'donor_id'>[],
  line: number[],
  recipientsMentorId: number | null,
): Participants {
  return {
    recipientId: process.recipient_id,
    line,
    mentorId: process.mentor_id ?? recipientsMentorId,
    donors: feedbacks.map((f) => ({ feedbackType: f.feedback_type, donorId: f.donor_id })),
  };
}

/**
 * The feedbacks of a process (by type, then id) and its participants, in one query: what listFeedbacksOf
 * and lineAndMentorOf read in two. Every action on a process reads both right after locking it, so this
 * saves one database round trip per action (a save is one). Run it after the lock: a statement sees what
 * was committed before it began.
 */
export async function loadFeedbacksAndParticipants(
  trx: Db,
  process: ProcessRow,
  /** writes to run in the same statement (see listFeedbacksWithLine); the rows read are from before them */
  along?: readonly OperationNodeSource[],
): Promise<{ feedbacks: FeedbackRow[]; participants: Participants }> {
  // one row per feedback (at least one row: the line), each carrying the line as JSON
  return feedbacksAndParticipantsOf(process, await listFeedbacksWithLine(trx, process, along));
}

/** Pure. The feedbacks and participants from the rows of listFeedbacksWithLine (or readProcessOfFeedback). */
export function feedbacksAndParticipantsOf(
  process: ProcessRow,
  rows: readonly FeedbackWithLineRow[],
): { feedbacks: FeedbackRow[]; participants: Participants } {
  const feedbacks = rows
    .filter((row) => row.has_feedback)
    .map(({ line_rows: _line, has_feedback: _has, ...feedback }) => feedback as FeedbackRow);
  const { line, mentorId } = lineFromRows(process.recipient_id, rows[0]?.line_rows ?? []);
  return { feedbacks, participants: participantsOf(process, feedbacks, line, mentorId) };
}

/**
 * Pure. The participants of a process as far as a list query knows them: the caller's own level above the
 * recipient (1 direct supervisor, 2 pre-supervisor, ...) is all donorRolesOf needs from the line.
 */
export function participantsSeenBy(
  process: Pick<ProcessRow, 'recipient_id' | 'mentor_id'>,
  feedbacks: readonly Pick<FeedbackRow, 'feedback_type' | 'donor_id'>[],
  actorId: number,
  level: number | undefined,
): Participants {
  return {
    recipientId: process.recipient_id,
    line: level === undefined || level < 1 ? [] : [...Array<number>(level - 1).fill(0), actorId],
    mentorId: process.mentor_id,
    donors: feedbacks.map((f) => ({ feedbackType: f.feedback_type, donorId: f.donor_id })),
  };
}

/** Everyone a process event concerns. Pure. */
export function audienceOf(participants: Participants): ProcessAudience {
  return {
    recipientId: participants.recipientId,
    donorIds: [...new Set(participants.donors.flatMap((d) => (d.donorId === null ? [] : [d.donorId])))],
    lineIds: participants.line,
    mentorId: participants.mentorId,
    feedbacks: participants.donors.map((d) => ({ feedbackType: d.feedbackType, donorId: d.donorId })),
  };
}

// the process roles are the engine's, shared with the client
export { isProcessAdmin, readsAllProcesses } from '../../engine/access';

/**
 * Pure. The donor roles (SPEC §3) a user holds in a process: 10 recipient (unless the workflow hides the
 * process from the recipient), 20 sender (the recipient's supervisor, or the donor of a manager evaluation or
 * documentation), 30 mentor, 40 pre-supervisor, 50 anyone further up the line, 1000 administrator.
 */
export function donorRolesOf(
  actor: Pick<Actor, 'userId' | 'roles'>,
  participants: Participants,
  hideFromRecipient: boolean,
): DonorRole[] {
  const roles = new Set<DonorRole>();
  const { userId } = actor;
  if (userId === participants.recipientId && !hideFromRecipient) roles.add(DONOR_ROLES.recipient);
  const depth = participants.line.indexOf(userId);
  const donates = participants.donors.some(
    (d) =>
      d.donorId === userId &&
      (d.feedbackType === FEEDBACK_TYPES.managerEvaluation ||
        d.feedbackType === FEEDBACK_TYPES.documentation),
  );
  if (userId !== participants.recipientId && (depth === 0 || donates)) roles.add(DONOR_ROLES.sender);
  if (userId === participants.mentorId) roles.add(DONOR_ROLES.mentor);
  if (depth === 1) roles.add(DONOR_ROLES.preSupervisor);
  if (depth >= 2) roles.add(DONOR_ROLES.otherLineManager);
  if (isProcessAdmin(actor.roles)) roles.add(DONOR_ROLES.administrator);
  return [...roles].sort((a, b) => a - b);
}

/**
 * Pure. What the user may do with one feedback now (the workflow engine's answer), narrowed by the feedback's
 * own status: a feedback the workflow made "not editable" (900) can no longer be edited or submitted.
 */
export function feedbackActions(
  compiled: CompiledWorkflow,
  process: Pick<ProcessRow, 'status_id'>,
  donorRoles: readonly DonorRole[],
  feedback: Pick<FeedbackRow, 'feedback_type' | 'is_submitted' | 'status'> | null,
): AllowedActions {
  const actions = allowedActions(compiled, {
    statusId: process.status_id,
    donorRoles,
    feedbackType: (feedback?.feedback_type ?? null) as FeedbackType | null,
    isSubmitted: feedback?.is_submitted ?? false,
  });
  if (feedback?.status === FEEDBACK_STATUS_OPTIONS.notEditable) {
    actions.edit = false;
    actions.submit = false;
  }
  return actions;
}

/**
 * A feedback known by the reader's relation to its process rather than by the process's people: what a report
 * reads of thousands of feedbacks at once (see readableAmong).
 */
export type RelatedFeedback = Pick<FeedbackRow, 'feedback_type' | 'is_submitted' | 'status'> & {
  /** the process's status */
  status_id: number;
  is_recipient: boolean;
  /** the reader's level above the recipient: 1 direct supervisor, 2 pre-supervisor, 3 further up, 0 none */
  depth: number;
  is_mentor: boolean;
  /** the reader wrote the process's manager evaluation or documentation */
  donates: boolean;
};

/**
 * Pure. The feedbacks among `feedbacks` the actor may read: the workflow's read right for the donor roles the
 * actor's relation to each process gives, as for one process at a time.
 */
export function readableAmong<F extends RelatedFeedback>(
  compiled: CompiledWorkflow,
  actor: Pick<Actor, 'userId' | 'roles'>,
  feedbacks: readonly F[],
): F[] {
  const me = actor.userId;
  return feedbacks.filter((feedback) => {
    const participants = participantsSeenBy(
      { recipient_id: feedback.is_recipient ? me : 0, mentor_id: feedback.is_mentor ? me : null },
      feedback.donates ? [{ feedback_type: FEEDBACK_TYPES.documentation, donor_id: me }] : [],
      me,
      feedback.depth > 0 ? feedback.depth : undefined,
    );
    const roles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
    return feedbackActions(compiled, { status_id: feedback.status_id }, roles, feedback).read;
  });
}

/** Pure. True when the roles may read something of the process now (a feedback, the talk date, the process). */
export function canSeeProcess(
  compiled: CompiledWorkflow,
  statusId: number,
  donorRoles: readonly DonorRole[],
  feedbackTypes: readonly number[],
): boolean {
  const types: (FeedbackType | null)[] = [
    ...(feedbackTypes as FeedbackType[]),
    FEEDBACK_TYPES.talkDate,
    null,
  ];
  return types.some((type) => accessForRoles(compiled, statusId, donorRoles, type).read);
}

/** The refusal of SPEC §8 "no permission to access this feedback". */
export const noFeedbackAccess = (message = 'You have no permission to access this feedback.') =>
  new HttpError(403, 'NO_FEEDBACK_ACCESS', message);

type GuardedAction = Extract<ProcessAction, 'edit' | 'submit' | 'approve' | 'veto' | 'setTalkDate' | 'close'>;
const RIGHT_OF: Record<GuardedAction, AccessRight> = {
  edit: 'write',
  submit: 'write',
  approve: 'approve',
  veto: 'approve',
  setTalkDate: 'write',
  close: 'update',
};

/**
 * Refuses an action the caller may not take now: 403 NO_FEEDBACK_ACCESS when the caller's roles never have the
 * right for this feedback type in any status of the workflow (e.g. a donor without write access), 409
 * ACTION_NOT_ALLOWED_IN_STATUS when they would, but not in the current status (or the feedback's state).
 */
export function requireAction(
  compiled: CompiledWorkflow,
  statusId: number,
  donorRoles: readonly DonorRole[],
  feedbackType: FeedbackType | null,
  actions: AllowedActions,
  action: GuardedAction,
): void {
  if (actions[action]) return;
  const right = RIGHT_OF[action];
  const everAllowed = compiled.settings.statusList.some(
    (status) => accessForRoles(compiled, status.statusId, donorRoles, feedbackType)[right],
  );
  if (!everAllowed) {
    throw noFeedbackAccess(
      actions.read || action === 'setTalkDate' || action === 'close'
        ? `You may not ${action} here.`
        : undefined,
    );
  }
  throw conflict(
    'ACTION_NOT_ALLOWED_IN_STATUS',
    `The action "${action}" is not possible in status ${statusId}.`,
    { statusId, action },
  );
}
