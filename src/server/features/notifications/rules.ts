import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../../engine/constants';
import type { ProcessDomainEvent } from '../../processes';
import type {
  NotificationKind,
  NotificationParams,
  NotificationRoute,
  ProcessNotificationKind,
} from '../../../engine/notifications/notification-text';

/**
 * A notification to write: who gets it, what it says (kind + parameters) and where it leads; by default one a
 * process event causes (and which is also sent as an e-mail).
 */
export type NotificationDraft<K extends NotificationKind = ProcessNotificationKind> = {
  userId: number;
  kind: K;
  params: NotificationParams;
  /** where it leads when no process decides it (see processId) */
  route: { name: NotificationRoute; id: number | null };
  /** the process it is about: its link is decided when it is read, as the reader may open it then */
  processId?: number;
};

/** The facts of a committed process event that decide its notifications. */
export type ProcessEventFacts = Pick<
  ProcessDomainEvent,
  | 'kind'
  | 'organizationId'
  | 'processId'
  | 'processType'
  | 'feedbackId'
  | 'feedbackType'
  | 'actorId'
  | 'impersonator'
  | 'payload'
  | 'audience'
>;

/** Process types whose recipient takes part and is told (PDC/EDC and promotions are prepared about them). */
const RECIPIENT_TOLD: ReadonlySet<number> = new Set([
  PROCESS_TYPES.MAFEG,
  PROCESS_TYPES.PDP,
  PROCESS_TYPES.EHG,
]);

/**
 * Pure. The notifications a committed process event causes. `donorId` is the author of the event's feedback
 * (needed for approvals and vetoes). Nobody is told of their own action, and nobody twice.
 */
export function notificationsFor(event: ProcessEventFacts, donorId: number | null): NotificationDraft[] {
  const { audience, processType, feedbackType, feedbackId, payload } = event;
  const base: NotificationParams = { processType, ...(feedbackType === null ? {} : { feedbackType }) };
  const drafts: NotificationDraft[] = [];
  const tell = (
    userId: number | null | undefined,
    kind: ProcessNotificationKind,
    route: NotificationDraft['route'],
    extra: NotificationParams = {},
  ) => {
    if (userId === null || userId === undefined || userId === event.actorId) return;
    if (drafts.some((d) => d.userId === userId)) return;
    drafts.push({ userId, kind, params: { ...base, ...extra }, route, processId: event.processId });
  };
  const recipientTold = RECIPIENT_TOLD.has(processType);
  switch (event.kind) {
    case 'created':
    case 'copied':
      if (recipientTold) tell(audience.recipientId, 'processStarted', { name: 'my-feedbacks', id: null });
      break;
    case 'submitted':
      // the submitted feedback itself: for the recipient the document to read and confirm
      if (feedbackType === FEEDBACK_TYPES.selfEvaluation)
        tell(audience.lineIds[0], 'selfAssessmentSubmitted', { name: 'feedback', id: feedbackId });
      else if (recipientTold)
        tell(audience.recipientId, 'feedbackSubmitted', { name: 'feedback', id: feedbackId });
      break;
    case 'approved':
      tell(donorId, 'feedbackApproved', { name: 'feedback', id: feedbackId });
      break;
    case 'vetoed':
      tell(
        donorId,
        'feedbackVetoed',
        { name: 'feedback', id: feedbackId },
        { comment: String(payload.comment ?? '') },
      );
      break;
    case 'talkDateSet': {
      if (typeof payload.reviewDate === 'string') {
        tell(
          audience.recipientId,
          'pdpReviewSet',
          { name: 'dashboard', id: null },
          { at: payload.reviewDate },
        );
        tell(
          audience.lineIds[0],
          'pdpReviewSet',
          { name: 'dashboard', id: null },
          { at: payload.reviewDate },
        );
      } else if (typeof payload.talkDate === 'string') {
        for (const userId of [audience.recipientId, ...audience.donorIds])
          tell(userId, 'talkDateSet', { name: 'dashboard', id: null }, { at: payload.talkDate });
      }
      break;
    }
    case 'closed':
      if (recipientTold) tell(audience.recipientId, 'processClosed', { name: 'my-feedbacks', id: null });
      break;
    default:
      break;
  }
  return drafts;
}
