import type { LanguageKey } from '../constants';
import { PROCESS_NOTIFICATION_KINDS } from './notification-text';

/**
 * The notification templates: one per kind of notification the product sends (the in-app kinds, each also sent
 * as an e-mail) plus the e-mail-only reminders and the share link. Pure data, shared by server and client.
 */
const REMINDER_KINDS = ['feedbackOpenReminder', 'pdpReviewDue', 'documentsDue'] as const;
export const TEMPLATE_KINDS = [...PROCESS_NOTIFICATION_KINDS, ...REMINDER_KINDS, 'shareLinkSent'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Kinds a person can switch off for themselves (the share link goes to someone outside the product). */
export const EMAIL_SETTING_KINDS = TEMPLATE_KINDS.filter((k) => k !== 'shareLinkSent');

/** A template's id (SPEC §3 templateId) is its kind's fixed number: the same in every organization. */
export const templateIdOf = (kind: TemplateKind): number => TEMPLATE_KINDS.indexOf(kind) + 1;
export const templateKindOf = (id: number): TemplateKind | undefined => TEMPLATE_KINDS[id - 1];

/** Size limits of a template's texts, per language. */
export const TEMPLATE_LIMITS = { subject: 200, body: 5000 } as const;

/** How long before a talk date or conference the reminders go out. */
export const REMINDER_LEAD_DAYS = 7;

/** Every placeholder a template may use; the server fills them in (the link is always built by the server). */
export const PLACEHOLDERS = [
  'recipientName',
  'organizationName',
  'link',
  'processTitle',
  'processType',
  'feedbackType',
  'actorName',
  'employeeName',
  'comment',
  'date',
  'formName',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

const COMMON = ['recipientName', 'organizationName', 'link'] as const;
const PROCESS = [...COMMON, 'processTitle', 'processType', 'employeeName', 'actorName'] as const;

/** The placeholders each kind offers, in the order the editor lists them. */
export const PLACEHOLDERS_OF: Record<TemplateKind, readonly Placeholder[]> = {
  processStarted: PROCESS,
  selfAssessmentSubmitted: PROCESS,
  feedbackSubmitted: [...PROCESS, 'feedbackType'],
  feedbackApproved: [...PROCESS, 'feedbackType'],
  feedbackVetoed: [...PROCESS, 'feedbackType', 'comment'],
  talkDateSet: [...PROCESS, 'date'],
  pdpReviewSet: [...PROCESS, 'date'],
  processClosed: PROCESS,
  feedbackOpenReminder: [...COMMON, 'processTitle', 'processType', 'employeeName', 'feedbackType', 'date'],
  pdpReviewDue: [...COMMON, 'processTitle', 'employeeName', 'date'],
  documentsDue: [...COMMON, 'processTitle', 'processType', 'employeeName', 'date'],
  shareLinkSent: [...COMMON, 'actorName', 'formName'],
};

/** Sample values for the live preview, in each language. */
export const SAMPLE_VALUES: Record<LanguageKey, Required<PlaceholderValues>> = {
  'de-DE': {
    recipientName: 'Erika Muster',
    organizationName: 'Demo GmbH',
    link: 'https://dpt.example/demo/dashboard',
    processTitle: 'MAFEG 2026',
    processType: 'MAFEG',
    feedbackType: 'Selbsteinschätzung',
    actorName: 'Sara Supervisor',
    employeeName: 'Emil Employee',
    comment: 'Bitte die Ziele ergänzen.',
    date: '12.03.2026, 10:30',
    formName: 'Teamfeedback',
  },
  'en-US': {
    recipientName: 'Jane Doe',
    organizationName: 'Demo Ltd',
    link: 'https://dpt.example/demo/dashboard',
    processTitle: 'MAFEG 2026',
    processType: 'MAFEG',
    feedbackType: 'self-assessment',
    actorName: 'Sara Supervisor',
    employeeName: 'Emil Employee',
    comment: 'Please add the goals.',
    date: '03/12/2026, 10:30 AM',
    formName: 'Team feedback',
  },
};

/** What each kind is about, as the template list and the e-mail switches name it. */
export const TEMPLATE_KIND_LABELS: Record<LanguageKey, Record<TemplateKind, string>> = {
  'de-DE': {
    processStarted: 'Prozess gestartet',
    selfAssessmentSubmitted: 'Selbsteinschätzung abgeschickt',
    feedbackSubmitted: 'Feedback abgeschickt',
    feedbackApproved: 'Feedback bestätigt',
    feedbackVetoed: 'Veto gegen ein Feedback',
    talkDateSet: 'Gesprächstermin festgelegt',
    pdpReviewSet: 'PDP-Review geplant',
    processClosed: 'Prozess geschlossen',
    feedbackOpenReminder: 'Erinnerung: Feedback eine Woche vor dem Gespräch noch offen',
    pdpReviewDue: 'Erinnerung: PDP-Review steht an',
    documentsDue: 'Erinnerung: PDC/EDC-Unterlagen eine Woche vor der Konferenz',
    shareLinkSent: 'Link zu einem anonymen Feedback versendet',
  },
  'en-US': {
    processStarted: 'Process started',
    selfAssessmentSubmitted: 'Self-assessment submitted',
    feedbackSubmitted: 'Feedback submitted',
    feedbackApproved: 'Feedback confirmed',
    feedbackVetoed: 'Feedback vetoed',
    talkDateSet: 'Talk date set',
    pdpReviewSet: 'PDP review planned',
    processClosed: 'Process closed',
    feedbackOpenReminder: 'Reminder: feedback still open a week before the talk',
    pdpReviewDue: 'Reminder: PDP review due',
    documentsDue: 'Reminder: PDC/EDC documents a week before the conference',
    shareLinkSent: 'Link to an anonymous feedback sent',
  },
};
