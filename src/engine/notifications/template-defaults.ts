import type { LanguageKey } from '../constants';
import type { TemplateKind } from './template-catalogue';

/** One language of a template: its subject and body, with {{placeholders}}. */
export type TemplateTexts = { subject: string; body: string };

const OPEN_DE = '\n\nZur Anwendung: {{link}}';
const OPEN_EN = '\n\nOpen the application: {{link}}';
const de = (subject: string, body: string): TemplateTexts => ({
  subject,
  body: `Hallo {{recipientName}},\n\n${body}${OPEN_DE}\n\n{{organizationName}}`,
});
const en = (subject: string, body: string): TemplateTexts => ({
  subject,
  body: `Hello {{recipientName}},\n\n${body}${OPEN_EN}\n\n{{organizationName}}`,
});

/**
 * The texts every organization starts with, in German and English. An organization's stored template replaces
 * them once changed; resetting deletes the stored one.
 */
export const DEFAULT_TEMPLATES: Record<TemplateKind, Record<LanguageKey, TemplateTexts>> = {
  processStarted: {
    'de-DE': de(
      '{{processType}}: ein Prozess wurde für Sie gestartet',
      '{{actorName}} hat für Sie den Prozess „{{processTitle}}“ ({{processType}}) gestartet.',
    ),
    'en-US': en(
      '{{processType}}: a process was started for you',
      '{{actorName}} started the process "{{processTitle}}" ({{processType}}) for you.',
    ),
  },
  selfAssessmentSubmitted: {
    'de-DE': de(
      '{{processType}}: Selbsteinschätzung von {{employeeName}}',
      '{{employeeName}} hat die Selbsteinschätzung im Prozess „{{processTitle}}“ abgeschickt.',
    ),
    'en-US': en(
      '{{processType}}: self-assessment of {{employeeName}}',
      '{{employeeName}} submitted the self-assessment in the process "{{processTitle}}".',
    ),
  },
  feedbackSubmitted: {
    'de-DE': de(
      '{{processType}}: {{feedbackType}} abgeschickt',
      '{{actorName}} hat die {{feedbackType}} im Prozess „{{processTitle}}“ abgeschickt.',
    ),
    'en-US': en(
      '{{processType}}: {{feedbackType}} submitted',
      '{{actorName}} submitted the {{feedbackType}} in the process "{{processTitle}}".',
    ),
  },
  feedbackApproved: {
    'de-DE': de(
      '{{processType}}: Ihre {{feedbackType}} wurde bestätigt',
      '{{actorName}} hat Ihre {{feedbackType}} im Prozess „{{processTitle}}“ bestätigt.',
    ),
    'en-US': en(
      '{{processType}}: your {{feedbackType}} was confirmed',
      '{{actorName}} confirmed your {{feedbackType}} in the process "{{processTitle}}".',
    ),
  },
  feedbackVetoed: {
    'de-DE': de(
      '{{processType}}: Veto gegen Ihre {{feedbackType}}',
      '{{actorName}} hat ein Veto gegen Ihre {{feedbackType}} im Prozess „{{processTitle}}“ eingelegt:\n\n{{comment}}',
    ),
    'en-US': en(
      '{{processType}}: veto against your {{feedbackType}}',
      '{{actorName}} vetoed your {{feedbackType}} in the process "{{processTitle}}":\n\n{{comment}}',
    ),
  },
  talkDateSet: {
    'de-DE': de(
      '{{processType}}: Gesprächstermin am {{date}}',
      '{{actorName}} hat den Gesprächstermin für „{{processTitle}}“ festgelegt: {{date}}.',
    ),
    'en-US': en(
      '{{processType}}: talk on {{date}}',
      '{{actorName}} set the talk date of "{{processTitle}}": {{date}}.',
    ),
  },
  pdpReviewSet: {
    'de-DE': de(
      'PDP: nächstes Review am {{date}}',
      'Das nächste Review des PDP von {{employeeName}} ist am {{date}}.',
    ),
    'en-US': en(
      'PDP: next review on {{date}}',
      'The next review of the PDP of {{employeeName}} is on {{date}}.',
    ),
  },
  processClosed: {
    'de-DE': de(
      '{{processType}}: Prozess geschlossen',
      'Der Prozess „{{processTitle}}“ ({{processType}}) wurde geschlossen.',
    ),
    'en-US': en(
      '{{processType}}: process closed',
      'The process "{{processTitle}}" ({{processType}}) was closed.',
    ),
  },
  feedbackOpenReminder: {
    'de-DE': de(
      'Erinnerung: {{feedbackType}} für {{employeeName}} ist noch offen',
      'Ihre {{feedbackType}} im Prozess „{{processTitle}}“ ({{processType}}) ist noch nicht abgeschickt. Das Gespräch ist am {{date}}.',
    ),
    'en-US': en(
      'Reminder: {{feedbackType}} for {{employeeName}} is still open',
      'Your {{feedbackType}} in the process "{{processTitle}}" ({{processType}}) is not submitted yet. The talk is on {{date}}.',
    ),
  },
  pdpReviewDue: {
    'de-DE': de(
      'Erinnerung: PDP-Review von {{employeeName}} am {{date}}',
      'Das PDP-Review von {{employeeName}} steht an: {{date}}. Bitte laden Sie das aktuelle Dokument hoch.',
    ),
    'en-US': en(
      'Reminder: PDP review of {{employeeName}} on {{date}}',
      'The PDP review of {{employeeName}} is due: {{date}}. Please upload the current document.',
    ),
  },
  documentsDue: {
    'de-DE': de(
      'Erinnerung: {{processType}}-Unterlagen für {{employeeName}}',
      'Die Konferenz ({{processType}}) für {{employeeName}} ist am {{date}}. Bitte schicken Sie die Unterlagen vorher ab.',
    ),
    'en-US': en(
      'Reminder: {{processType}} documents for {{employeeName}}',
      'The conference ({{processType}}) for {{employeeName}} is on {{date}}. Please send the documents before it.',
    ),
  },
  shareLinkSent: {
    'de-DE': {
      subject: '{{organizationName}}: Ihr Feedback ist erbeten',
      body: 'Guten Tag,\n\n{{actorName}} bittet Sie um ein anonymes Feedback zu „{{formName}}“. Ihre Antworten werden ohne Ihren Namen gespeichert.\n\nZum Fragebogen: {{link}}\n\n{{organizationName}}',
    },
    'en-US': {
      subject: '{{organizationName}}: Your feedback is requested',
      body: 'Hello,\n\n{{actorName}} asks for your anonymous feedback on "{{formName}}". Your answers are stored without your name.\n\nOpen the questionnaire: {{link}}\n\n{{organizationName}}',
    },
  },
};
