import { DEFAULT_TIME_ZONE, type LanguageKey } from '../constants';
import { formatDate, formatTime } from '../format/dates';

/** The kinds of notification a process event causes; each is also sent as an e-mail (template-catalogue.ts). */
export const PROCESS_NOTIFICATION_KINDS = [
  'processStarted',
  'selfAssessmentSubmitted',
  'feedbackSubmitted',
  'feedbackApproved',
  'feedbackVetoed',
  'talkDateSet',
  'pdpReviewSet',
  'processClosed',
] as const;

/**
 * What a notification is about; the text is made from the kind and its parameters in the reader's language.
 * `anonymousSubmitted` (an anonymous shared feedback came back) is in the app only.
 */
export const NOTIFICATION_KINDS = [...PROCESS_NOTIFICATION_KINDS, 'anonymousSubmitted'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type ProcessNotificationKind = (typeof PROCESS_NOTIFICATION_KINDS)[number];

/** SPEC §3 Notification type: 0 alert (in the app), 1 mail. */
export const NOTIFICATION_TYPES = { alert: 0, mail: 1 } as const;

/**
 * Pages a link into the app can lead to (SPEC §3 routeData.routeName): notifications, e-mails, calendar dates
 * and tasks name their target this way; ids travel beside them.
 */
export const NOTIFICATION_ROUTES = [
  'feedback',
  'my-feedbacks',
  'processes',
  'pdp',
  'dashboard',
  /** the answers to one questionnaire's anonymous shares, together (id: a version of the questionnaire) */
  'anonymous-submissions',
  /** stored by earlier versions (id: one submission, no longer shown on its own): leads to the forms list */
  'anonymous-submission',
  'promotions',
  'pdc-edc',
] as const;
export type NotificationRoute = (typeof NOTIFICATION_ROUTES)[number];

/** A link into the app: the page and, where the page shows one thing, its id (see routeOf). */
export type RouteData = { routeName: NotificationRoute; id: number | null };

export type NotificationParams = {
  processType?: number;
  feedbackType?: number;
  /** the person who acted, as shown */
  actor?: string;
  /** a veto's comment */
  comment?: string;
  /** an ISO date-time (talk date, PDP review) */
  at?: string;
  /** the full administrator who acted as `actor` while impersonating (SPEC §6) */
  impersonator?: string;
  /** the questionnaire's name (an anonymous shared feedback) */
  form?: string;
};

type Texts = Record<NotificationKind, (p: Required<NotificationParams>, w: Words) => string>;
type Words = { process: string; feedback: string; when: string };

const PROCESS_NAMES: Record<LanguageKey, Record<number, string>> = {
  'de-DE': { 1: 'MAFEG', 2: 'PDP', 3: 'EHG', 4: 'Beförderung', 5: 'PDC', 6: 'EDC' },
  'en-US': { 1: 'MAFEG', 2: 'PDP', 3: 'EHG', 4: 'promotion', 5: 'PDC', 6: 'EDC' },
};
const FEEDBACK_NAMES: Record<LanguageKey, Record<number, string>> = {
  'de-DE': {
    1: 'Selbsteinschätzung',
    2: 'Einschätzung der Führungskraft',
    3: 'Dokumentation',
    10: 'Feedback',
  },
  'en-US': { 1: 'self-assessment', 2: "manager's assessment", 3: 'documentation', 10: 'feedback' },
};

const TEXTS: Record<LanguageKey, Texts> = {
  'de-DE': {
    processStarted: (_, w) => `Für Sie wurde ein ${w.process}-Prozess gestartet.`,
    selfAssessmentSubmitted: (p, w) => `${p.actor} hat die Selbsteinschätzung (${w.process}) abgeschickt.`,
    feedbackSubmitted: (p, w) => `${p.actor} hat die ${w.feedback} (${w.process}) abgeschickt.`,
    feedbackApproved: (p, w) => `${p.actor} hat Ihre ${w.feedback} (${w.process}) bestätigt.`,
    feedbackVetoed: (p, w) =>
      `${p.actor} hat ein Veto gegen Ihre ${w.feedback} (${w.process}) eingelegt: ${p.comment}`,
    talkDateSet: (_, w) => `Gesprächstermin (${w.process}): ${w.when}.`,
    pdpReviewSet: (_, w) => `Nächstes PDP-Review: ${w.when}.`,
    processClosed: (_, w) => `Ihr ${w.process}-Prozess wurde geschlossen.`,
    anonymousSubmitted: (p) => `Ein anonymes Feedback zum Fragebogen „${p.form}“ wurde abgeschickt.`,
  },
  'en-US': {
    processStarted: (_, w) => `A new ${w.process} process was started for you.`,
    selfAssessmentSubmitted: (p, w) => `${p.actor} submitted the self-assessment (${w.process}).`,
    feedbackSubmitted: (p, w) => `${p.actor} submitted the ${w.feedback} (${w.process}).`,
    feedbackApproved: (p, w) => `${p.actor} confirmed your ${w.feedback} (${w.process}).`,
    feedbackVetoed: (p, w) => `${p.actor} vetoed your ${w.feedback} (${w.process}): ${p.comment}`,
    talkDateSet: (_, w) => `Talk date (${w.process}): ${w.when}.`,
    pdpReviewSet: (_, w) => `Next PDP review: ${w.when}.`,
    processClosed: (_, w) => `Your ${w.process} process was closed.`,
    anonymousSubmitted: (p) => `An anonymous feedback on the questionnaire "${p.form}" was submitted.`,
  },
};

/** Pure. A process type's name in `language` ('' for an unknown type). */
export const processNameOf = (processType: number, language: LanguageKey): string =>
  PROCESS_NAMES[language][processType] ?? '';

/** Pure. A feedback type's name in `language` ('' for an unknown type). */
export const feedbackNameOf = (feedbackType: number, language: LanguageKey): string =>
  FEEDBACK_NAMES[language][feedbackType] ?? '';

/**
 * Pure. A date-time inside a sentence (notifications, e-mails): the app's date and time with a comma between,
 * 12.03.2026, 10:30 in German, 03/12/2026, 10:30 AM in English, on the organization's clock. Text that names no
 * time is returned as it is.
 */
export function formatWhen(iso: string, language: LanguageKey, timeZone: string): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  const context = { locale: language, timeZone };
  return `${formatDate(iso, context)}, ${formatTime(iso, context)}`;
}

/**
 * Pure. The text of a notification in `language`. Stored notifications keep kind and parameters, so that
 * each reader gets them in the language of the moment, on the server and in the browser alike.
 */
export function notificationText(
  kind: NotificationKind,
  params: NotificationParams,
  language: LanguageKey,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const words: Words = {
    process: PROCESS_NAMES[language][params.processType ?? 0] ?? '',
    feedback: FEEDBACK_NAMES[language][params.feedbackType ?? 0] ?? '',
    when: params.at ? formatWhen(params.at, language, timeZone) : '',
  };
  const full: Required<NotificationParams> = {
    processType: 0,
    feedbackType: 0,
    actor: '',
    comment: '',
    at: '',
    impersonator: '',
    form: '',
    ...params,
  };
  const text = TEXTS[language][kind](full, words);
  if (!full.impersonator) return text;
  return language === 'de-DE'
    ? `${text} (Ausgeführt von ${full.impersonator} im Identitätswechsel.)`
    : `${text} (Done by ${full.impersonator} while impersonating.)`;
}
