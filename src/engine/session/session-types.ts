import type { LanguageKey, ThemeMode } from '../constants';

/** GET /api/Session/Initialize (SPEC §3 "Session / current user" and §7). */
export type SessionInfo = {
  /** the sign-in subject (stable across organizations) */
  userId: string;
  /** the employee record in this organization */
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  shorthand: string;
  picture: string | null;
  isAdmin: boolean;
  isSupervisor: boolean;
  isFeedbackDonor: boolean;
  isImpersonated: boolean;
  /** while impersonating: the full administrator who acts as this user, and when it ends (SPEC §6) */
  impersonator?: SessionImpersonator;
  hasMafegProcess: boolean;
  userRoles: string[];
  currentOrganization: { id: number; slug: string; name: string };
  languageKey: LanguageKey;
  themeMode: ThemeMode;
  dashboardSettings: { widgets: string[] };
  workflows: unknown[];
  customFormSettings: Record<string, unknown>;
  organizationSettings: { pdcEdcEnabled: boolean; feedbackMail: string };
};

/** The administrator behind an impersonated session. */
export type SessionImpersonator = { id: number; firstName: string; lastName: string; expiresAt: string };

/** The problem object every API error answers with. */
export type ApiProblem = {
  statusCode: number;
  code: string;
  messageKey: string;
  message: string;
  errors?: { path: string; message: string }[];
  /** UNKNOWN_PERSON (403): the organization that does not know the signed-in person, and whom to ask */
  organizationName?: string;
  contact?: string;
};
