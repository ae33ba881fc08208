import type { SessionInfo } from '../../engine/api/session';

/** A session as GET /api/Session/Initialize answers it, with overrides for the case under test. */
export function buildSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    userId: 'sub-anna',
    id: 1,
    firstName: 'Anna',
    lastName: 'Admin',
    email: 'anna.admin@demo.example',
    shorthand: 'ANAD',
    picture: null,
    isAdmin: false,
    isSupervisor: false,
    isFeedbackDonor: false,
    isImpersonated: false,
    hasMafegProcess: false,
    userRoles: [],
    currentOrganization: { id: 1, slug: 'demo', name: 'Demo AG' },
    languageKey: 'en-US',
    themeMode: 'light',
    dashboardSettings: { widgets: [] },
    workflows: [],
    customFormSettings: {},
    organizationSettings: {
      pdcEdcEnabled: false,
      feedbackMail: 'feedback@demo.example',
      timeZone: 'Europe/Berlin',
    },
    ...overrides,
  };
}
