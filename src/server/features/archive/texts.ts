import type { LanguageKey } from '../../../engine/constants';

/** The archive documents' own words, in the languages of SPEC §9. */
export type ArchiveTexts = {
  documents: Record<'conclusion' | 'selfEvaluation' | 'supervisorEvaluation' | 'comparison', string>;
  recipient: string;
  donor: string;
  process: string;
  status: string;
  period: string;
  talkDate: string;
  archivedAt: string;
  questionnaire: string;
  noAnswer: string;
  notAnswered: string;
  comment: string;
  question: string;
  self: string;
  supervisor: string;
  goal: string;
  dueDate: string;
  subTargets: string;
  actions: string;
  yes: string;
  no: string;
  career: Record<'careerPath' | 'developmentType' | 'targetPosition' | 'targetDate' | 'data', string>;
  page: (page: number, pages: number) => string;
};

export const ARCHIVE_TEXTS: Record<LanguageKey, ArchiveTexts> = {
  'de-DE': {
    documents: {
      conclusion: 'Gesprächsdokumentation',
      selfEvaluation: 'Selbsteinschätzung',
      supervisorEvaluation: 'Einschätzung der Führungskraft',
      comparison: 'Vergleich Selbst- und Fremdeinschätzung',
    },
    recipient: 'Mitarbeiter/in',
    donor: 'Ausgefüllt von',
    process: 'Prozess',
    status: 'Status',
    period: 'Zeitraum',
    talkDate: 'Gesprächstermin',
    archivedAt: 'Archiviert am',
    questionnaire: 'Fragebogen',
    noAnswer: '—',
    notAnswered: 'Dieser Bogen wurde nicht ausgefüllt.',
    comment: 'Kommentar',
    question: 'Frage',
    self: 'Selbsteinschätzung',
    supervisor: 'Führungskraft',
    goal: 'Ziel',
    dueDate: 'Fällig bis',
    subTargets: 'Teilziele',
    actions: 'Maßnahmen',
    yes: 'ja',
    no: 'nein',
    career: {
      careerPath: 'Karrierepfad',
      developmentType: 'Entwicklungsart',
      targetPosition: 'Zielposition',
      targetDate: 'Zieldatum',
      data: 'Anmerkungen',
    },
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  'en-US': {
    documents: {
      conclusion: 'Conclusion (documentation)',
      selfEvaluation: 'Self-evaluation',
      supervisorEvaluation: 'Supervisor evaluation',
      comparison: 'Comparison of self and supervisor evaluation',
    },
    recipient: 'Employee',
    donor: 'Filled in by',
    process: 'Process',
    status: 'Status',
    period: 'Period',
    talkDate: 'Talk date',
    archivedAt: 'Archived on',
    questionnaire: 'Questionnaire',
    noAnswer: '—',
    notAnswered: 'This questionnaire was not filled in.',
    comment: 'Comment',
    question: 'Question',
    self: 'Self-evaluation',
    supervisor: 'Supervisor',
    goal: 'Goal',
    dueDate: 'Due date',
    subTargets: 'Sub-goals',
    actions: 'Actions',
    yes: 'yes',
    no: 'no',
    career: {
      careerPath: 'Career path',
      developmentType: 'Development type',
      targetPosition: 'Target position',
      targetDate: 'Target date',
      data: 'Notes',
    },
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};
