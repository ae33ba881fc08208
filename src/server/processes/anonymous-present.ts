import type { FeedbackValues } from '../../engine/forms';
import type { AnyFeedbackRow } from '../db/database';
import type { StoredQuestionnaire } from './form-cache';
import { presentQuestionnaire } from './present';

/**
 * An anonymous feedback in the shape of GET /Feedbacks: no process, no names, no review data. `open`: the guest
 * with the link may still answer and submit it; a submitted one has every action but reading off. Pure.
 */
export function presentAnonymousFeedback(
  feedback: AnyFeedbackRow,
  questionnaire: StoredQuestionnaire,
  values: FeedbackValues,
  open: boolean,
) {
  return {
    feedback: {
      id: feedback.id,
      processId: null,
      processType: null,
      feedbackType: feedback.feedback_type,
      donor: null,
      recipient: null,
      formId: feedback.form_id,
      status: feedback.status,
      isInProgress: feedback.is_in_progress,
      isSubmitted: feedback.is_submitted,
      submittedAt: feedback.submitted_at?.toISOString() ?? null,
      approvedAt: null,
      vetoComment: null,
      updatedAt: feedback.updated_at.toISOString(),
    },
    form: presentQuestionnaire(questionnaire),
    values,
    reviewData: [],
    comparison: null,
    allowedActions: {
      read: true,
      edit: open,
      submit: open,
      comment: open,
      approve: false,
      veto: false,
      setTalkDate: false,
      close: false,
      setStatus: false,
    },
    access: { read: true, write: open, approve: false, comment: open, update: false },
    donorRoles: [],
  };
}
