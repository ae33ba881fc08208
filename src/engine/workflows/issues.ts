/** Everything `checkWorkflowSettings` can find wrong; each code has the message key `workflows.issues.<code>`. */
export const WORKFLOW_ISSUE_CODES = [
  'duplicateStatus',
  'unknownInitialStatus',
  'unknownFinalStatus',
  'unknownClosedStatus',
  'missingClosedStatus',
  'ambiguousClosedStatus',
  'finalIsClosedStatus',
  'closedStatusHasTransitions',
  'unknownTransitionStatus',
  'duplicateTransition',
  'conflictingTransitions',
  'feedbackTypeNotAllowed',
  'unreachableStatus',
  'noPathToFinal',
  'unknownAccessStatus',
  'duplicateAccessEntry',
] as const;
export type WorkflowIssueCode = (typeof WORKFLOW_ISSUE_CODES)[number];

/**
 * One problem in workflow settings. `path` is a JSON pointer into the settings (the field an editor should
 * highlight); `params` fill the placeholders of the translated message.
 */
export type WorkflowIssue = {
  code: WorkflowIssueCode;
  messageKey: string;
  params: Record<string, string | number>;
  path: string;
};

/** Pure. Builds an issue with its message key. */
export function issue(
  code: WorkflowIssueCode,
  path: string,
  params: WorkflowIssue['params'] = {},
): WorkflowIssue {
  return { code, messageKey: `workflows.issues.${code}`, params, path };
}

/** Thrown by `compileWorkflow` when the settings have issues; the server answers 400 with them. */
export class WorkflowSettingsError extends Error {
  readonly code = 'WORKFLOW_SETTINGS_INVALID';
  readonly messageKey = 'workflows.errors.invalidSettings';

  constructor(readonly issues: readonly WorkflowIssue[]) {
    super(`Invalid workflow settings: ${issues.map((i) => `${i.code} at ${i.path || '/'}`).join(', ')}`);
    this.name = 'WorkflowSettingsError';
  }
}
