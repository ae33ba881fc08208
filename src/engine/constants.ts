/** Business constants and limits of SPEC §9, shared by client and server. */

export const LANGUAGES = ['de-DE', 'en-US'] as const;
export type LanguageKey = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageKey = 'de-DE';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const EMAIL_PAGE_SIZE = 12;
export const USER_SEARCH_DELAY_MS = 500;
export const USER_SEARCH_MIN_CHARS = 2;
export const USER_SEARCH_MAX_RESULTS = 5;
export const HUB_RECONNECT_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SILENT_RENEW_TIMEOUT_MS = 10_000;
export const LOADING_CLOSE_DELAY_MS = 200;
export const SESSION_PROGRESS_STEPS = [20, 75, 100] as const;
export const DRAWER_WIDTH = 280;
export const PDP_REVIEW_WINDOW_MONTHS = 6;
export const SIGNIN_POPUP = { width: 450, height: 650 } as const;

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

/** Theme colours of one mode (SPEC §7 Theme/Colors). */
export type ThemeColors = { primary: string; secondary: string; accent: string; background: string };
export type OrganizationTheme = { light: ThemeColors; dark: ThemeColors };

/** Defaults of SPEC §9 where an organization sets nothing; dark values chosen to keep contrast. */
export const DEFAULT_THEME: OrganizationTheme = {
  light: { primary: '#002776', secondary: '#009fda', accent: '#f39200', background: '#F2F3F8' },
  dark: { primary: '#6f9cff', secondary: '#33b7e6', accent: '#f5a623', background: '#121826' },
};
