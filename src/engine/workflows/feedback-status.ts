/**
 * Feedback status options of SPEC §4 ("GET /Feedbacks/GetStatusOptions"). A workflow status may name the
 * status the process's feedbacks take on entering it; 1000 ("unchanged") leaves each feedback as it is.
 * They live here until they move to `src/engine/constants.ts`, which this folder does not own.
 */
export const FEEDBACK_STATUS_OPTIONS = {
  open: 100,
  inProgress: 150,
  submitted: 200,
  approved: 300,
  notEditable: 900,
  unchanged: 1000,
} as const;
export type FeedbackStatusOption = (typeof FEEDBACK_STATUS_OPTIONS)[keyof typeof FEEDBACK_STATUS_OPTIONS];
export const FEEDBACK_STATUS_OPTION_IDS: readonly FeedbackStatusOption[] = [100, 150, 200, 300, 900, 1000];
