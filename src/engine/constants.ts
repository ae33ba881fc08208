/** Business constants and limits of SPEC §9, shared by client and server. */

import type { OrganizationTheme } from './api/theme';

export const LANGUAGES = ['de-DE', 'en-US'] as const;
export type LanguageKey = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageKey = 'de-DE';
/** A text per language, e.g. `{ 'de-DE': 'Ziele', 'en-US': 'Goals' }`; localizing falls back to the other language. */
export type Localized = Partial<Record<LanguageKey, string>>;
/** Pure. A stored or i18next language as a supported language key; the default (de-DE) for anything else. */
export const languageKeyOf = (language: string | undefined): LanguageKey =>
  (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as LanguageKey) : DEFAULT_LANGUAGE;

/** The time zone an organization's calendar days and times are counted in unless it sets its own (SPEC §9). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** SPEC §3 "E-mail" status values. */
export const EMAIL_STATUSES = {
  cancelled: 0,
  sending: 1,
  pending: 2,
  sent: 3,
  failed: 4,
  received: 5,
} as const;
/** Sending attempts before an e-mail counts as failed. */
export const EMAIL_MAX_ATTEMPTS = 5;
/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
/** Bytes of the unguessable access token of an anonymous feedback (base64url in the link). */
export const ANONYMOUS_TOKEN_BYTES = 32;
export const USER_SEARCH_DELAY_MS = 500;
export const USER_SEARCH_MIN_CHARS = 2;
export const USER_SEARCH_MAX_RESULTS = 5;
/** Longest keyword of the fulltext search over feedback answers (GET /fulltextsearch/{keyword}). */
export const FULLTEXT_MAX_KEYWORD_LENGTH = 100;
/** Most feedbacks one fulltext search answers (the newest matches the caller may read). */
export const FULLTEXT_MAX_RESULTS = 20;
export const HUB_RECONNECT_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SILENT_RENEW_TIMEOUT_MS = 10_000;
export const LOADING_CLOSE_DELAY_MS = 200;
export const SESSION_PROGRESS_STEPS = [20, 75, 100] as const;
export const PDP_REVIEW_WINDOW_MONTHS = 6;
/** Largest PDP document an upload may carry (SPEC §5: one file per upload). */
export const PDP_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Longest PDP document file name (without a path; the server refuses paths and control characters). */
export const PDP_MAX_FILE_NAME_LENGTH = 200;
/**
 * PDP document kinds, recognised by content (not by name): PDF, Word (DOCX), OpenDocument text and scans as PNG
 * or JPEG. Old binary .doc is left out: its container (CFB) is also that of other Office files and macros.
 */
export const PDP_FILE_KINDS = [
  { mime: 'application/pdf', extensions: ['pdf'] },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  { mime: 'application/vnd.oasis.opendocument.text', extensions: ['odt'] },
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
] as const;

/** The seven real-time hubs of SPEC §7. */
export const HUB_NAMES = [
  'forms',
  'feedbacks',
  'feedback-submitted',
  'process-overview',
  'organization',
  'users',
  'promotions',
] as const;
export type HubName = (typeof HUB_NAMES)[number];

/** Defaults of SPEC §9 where an organization sets nothing; dark values chosen to keep contrast. */
export const DEFAULT_THEME: OrganizationTheme = {
  light: { primary: '#002776', secondary: '#009fda', accent: '#f39200', background: '#F2F3F8' },
  dark: { primary: '#6f9cff', secondary: '#33b7e6', accent: '#f5a623', background: '#121826' },
};

/** Process types of SPEC §1. */
export const PROCESS_TYPES = { MAFEG: 1, PDP: 2, EHG: 3, PROMOTION: 4, PDC: 5, EDC: 6 } as const;
export type ProcessType = (typeof PROCESS_TYPES)[keyof typeof PROCESS_TYPES];
export const PROCESS_TYPE_IDS: readonly ProcessType[] = [1, 2, 3, 4, 5, 6];

/** Feedback types of SPEC §3 / §9. */
export const FEEDBACK_TYPES = {
  selfEvaluation: 1,
  managerEvaluation: 2,
  documentation: 3,
  comparison: 4,
  anonymous: 10,
  talkDate: 100,
  veto: 200,
} as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[keyof typeof FEEDBACK_TYPES];
export const FEEDBACK_TYPE_IDS: readonly FeedbackType[] = [1, 2, 3, 4, 10, 100, 200];

/** Workflow transition triggers of SPEC §4. */
export const TRIGGERS = {
  selfSubmitted: 1,
  managerSubmitted: 2,
  documentationSubmitted: 3,
  selfInProgress: 4,
  managerInProgress: 5,
  documentationInProgress: 6,
  talkDateSet: 7,
  selfApproved: 8,
  managerApproved: 9,
  documentationApproved: 10,
  talkDateReached: 100,
  veto: 200,
} as const;
export type TriggerType = (typeof TRIGGERS)[keyof typeof TRIGGERS];
export const TRIGGER_IDS: readonly TriggerType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100, 200];

/** Dashboard groups of SPEC §4: open, preparation, documentation, finished, closed. */
export const DASHBOARD_GROUPS = [0, 10, 20, 99, 999] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

/** Conclusion types (SPEC §3): 1 comparison, 2 full feedback. */
export const CONCLUSION_TYPES = [1, 2] as const;
export type ConclusionType = (typeof CONCLUSION_TYPES)[number];

/** Close reasons 1 to 8; 8 is free text and needs a text (SPEC §4, §5). */
export const CLOSE_REASON_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const CLOSE_REASON_FREE_TEXT = 8;

/** Feedback value states (SPEC §3). */
export const VALUE_STATES = { CREATED: 1, COPIED: 2, COPIED_AND_UPDATED: 3, COPYING: 4 } as const;

/** Target statuses (SPEC §3). */
export const TARGET_STATUSES = [0, 10, 20, 100, 110, 120] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];
