/** The kinds of dashboard task (SPEC §3 Dashboard "tasks"), shared by the server and the client. */
export const TASK_TYPES = ['fillFeedback', 'approveFeedback', 'sendConferenceDocuments'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
