import { DONOR_ROLES, type DonorRole } from '../access';
import { FEEDBACK_TYPES, TRIGGERS, type FeedbackType, type TriggerType } from '../constants';
import { accessForRoles } from './access-rights';
import type { CompiledWorkflow } from './compile';
import { closeTarget, nextStatus } from './interpret';
import { isClosed } from './labels';

export type FeedbackStep = 'submit' | 'approve' | 'inProgress';

// SPEC §4: triggers 1/2/3 submitted, 4/5/6 in progress, 8/9/10 approved, per self, manager, documentation.
const STEP_TRIGGERS: Partial<Record<FeedbackType, Record<FeedbackStep, TriggerType>>> = {
  [FEEDBACK_TYPES.selfEvaluation]: { submit: 1, inProgress: 4, approve: 8 },
  [FEEDBACK_TYPES.managerEvaluation]: { submit: 2, inProgress: 5, approve: 9 },
  [FEEDBACK_TYPES.documentation]: { submit: 3, inProgress: 6, approve: 10 },
};

/** Pure. The trigger a step on a feedback fires; null for feedback types without that step (e.g. 4, 100). */
export function triggerFor(step: FeedbackStep, feedbackType: FeedbackType | null): TriggerType | null {
  return feedbackType === null ? null : (STEP_TRIGGERS[feedbackType]?.[step] ?? null);
}

export const PROCESS_ACTIONS = [
  'read',
  'edit',
  'submit',
  'approve',
  'veto',
  'setTalkDate',
  'comment',
  'close',
  'setStatus',
] as const;
export type ProcessAction = (typeof PROCESS_ACTIONS)[number];
export type AllowedActions = Record<ProcessAction, boolean>;

export type ActionContext = {
  statusId: number;
  /** every donor role the user holds in this process */
  donorRoles: readonly DonorRole[];
  /** the feedback the user looks at */
  feedbackType: FeedbackType | null;
  /** whether that feedback is submitted */
  isSubmitted: boolean;
};

/**
 * Pure. What the user may do now: access rights of the user's donor roles combined with the workflow.
 * Submit, approve, veto and set-talk-date need a transition for their trigger from this status (a submit
 * that moves nothing would strand the process); edit and comment need only the rights; editing a submitted
 * feedback needs `update`. Close needs `update` on the process (entry for every feedback type); setting a
 * status is for administrators. In a closed status only reading remains.
 */
export function allowedActions(compiled: CompiledWorkflow, context: ActionContext): AllowedActions {
  const { statusId, donorRoles, feedbackType, isSubmitted } = context;
  const rights = accessForRoles(compiled, statusId, donorRoles, feedbackType);
  const moves = (trigger: TriggerType | null, type: FeedbackType | null = feedbackType) =>
    trigger !== null && nextStatus(compiled, statusId, trigger, type) !== null;
  const open = compiled.statusById.has(statusId) && !isClosed(compiled.settings, statusId);
  const talkDate = accessForRoles(compiled, statusId, donorRoles, FEEDBACK_TYPES.talkDate);
  const process = accessForRoles(compiled, statusId, donorRoles, null);

  return {
    read: rights.read,
    edit: open && rights.write && (!isSubmitted || rights.update),
    submit: open && rights.write && !isSubmitted && moves(triggerFor('submit', feedbackType)),
    approve: open && rights.approve && isSubmitted && moves(triggerFor('approve', feedbackType)),
    veto: open && rights.approve && isSubmitted && moves(TRIGGERS.veto),
    setTalkDate: open && talkDate.write && moves(TRIGGERS.talkDateSet, FEEDBACK_TYPES.talkDate),
    comment: open && rights.comment,
    close: open && process.update && closeTarget(compiled, statusId) !== null,
    setStatus: compiled.statusById.has(statusId) && donorRoles.includes(DONOR_ROLES.administrator),
  };
}
