import type { FeedbackType, TriggerType, DashboardGroup } from '../../constants';
import type { UserAccessEntry, WorkflowSettings, WorkflowStatus, WorkflowTransition } from '../types';

/** A status with English and German names derived from the id. */
export const buildStatus = (statusId: number, dashboardGroup: DashboardGroup = 10): WorkflowStatus => ({
  statusId,
  dashboardGroup,
  translations: { 'en-US': `Status ${statusId}`, 'de-DE': `Status ${statusId} (de)` },
  descriptions: {},
});

export const buildTransition = (
  from: number,
  to: number,
  triggerType: TriggerType,
  feedbackType: FeedbackType | null = null,
): WorkflowTransition => ({ from, to, triggerType, feedbackType });

export const buildAccess = (
  entry: Pick<UserAccessEntry, 'statusId' | 'donorRole' | 'feedbackType'> & Partial<UserAccessEntry>,
): UserAccessEntry => ({
  read: false,
  write: false,
  approve: false,
  comment: false,
  update: false,
  ...entry,
});

/**
 * Small valid settings: 10 open -> (documentation in progress) 20 -> (documentation submitted) 30 final,
 * 99 closed. Overrides replace whole fields.
 */
export function buildSettings(overrides: Partial<WorkflowSettings> = {}): WorkflowSettings {
  return {
    processType: 1,
    name: { 'en-US': 'Test workflow', 'de-DE': 'Test-Workflow' },
    statusList: [buildStatus(10, 0), buildStatus(20, 10), buildStatus(30, 99), buildStatus(99, 999)],
    transitions: [buildTransition(10, 20, 6, 3), buildTransition(20, 30, 3, 3)],
    userAccess: [],
    creators: [20, 1000],
    conclusionType: 2,
    alternateConclusionFormId: null,
    alternateConclusionTitle: null,
    hideFromRecipient: false,
    hideInProcessList: false,
    allowedFeedbackTypes: [1, 2, 3, 100],
    initialStatus: 10,
    finalStatus: 30,
    closedStatus: 99,
    ...overrides,
  };
}
