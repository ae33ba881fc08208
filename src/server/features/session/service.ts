import type { Kysely } from 'kysely';
import { isFullAdmin } from '../../../engine/access';
import { languageKeyOf, type LanguageKey, type ThemeMode } from '../../../engine/constants';
import type { SessionInfo } from '../../../engine/session/session-types';
import type { Principal } from '../../auth/principal';
import type { OrganizationConfig } from '../../organizations/organization-config';
import type { Database } from '../../db/database';
import { forbidden } from '../../errors';
import { findPerson, listOrganizationsOf, updatePreferences } from './repo';

const DEFAULT_WIDGETS = ['calendar', 'processStatus'];

/** Everything the client needs at start (SPEC §3 "Session / current user", §7 Session/Initialize). */
export function initializeSession(principal: Principal, config: OrganizationConfig): SessionInfo {
  const { user, organization } = principal;
  const { relations } = principal;
  const language = languageKeyOf(user.language_key);
  return {
    userId: principal.subject,
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    shorthand: user.shorthand,
    picture: user.picture,
    isAdmin: isFullAdmin(principal.roles),
    isSupervisor: relations.isSupervisor,
    isFeedbackDonor: relations.isSupervisor || relations.isMentor,
    isImpersonated: false,
    hasMafegProcess: relations.hasMafegProcess,
    userRoles: principal.roles,
    currentOrganization: { id: organization.id, slug: organization.slug, name: organization.name },
    languageKey: language,
    themeMode: user.theme_mode === 'dark' ? 'dark' : 'light',
    dashboardSettings: { widgets: DEFAULT_WIDGETS },
    workflows: config.workflows,
    customFormSettings: config.formSettings,
    organizationSettings: {
      pdcEdcEnabled: organization.settings.pdcEdcEnabled === true,
      feedbackMail: organization.settings.feedbackMail ?? '',
    },
  };
}

function assertSelf(principal: Principal, userId: string) {
  if (userId !== principal.subject) throw forbidden('You can change only your own settings.');
}

/** Stores the user's language (POST /Session/SetLanguage). */
export async function setLanguage(
  db: Kysely<Database>,
  principal: Principal,
  userId: string,
  languageKey: LanguageKey,
) {
  assertSelf(principal, userId);
  await updatePreferences(db, principal.organization.id, principal.user.id, { language_key: languageKey });
}

/** Stores the user's light or dark mode (POST /Session/SetTheme). */
export async function setTheme(
  db: Kysely<Database>,
  principal: Principal,
  userId: string,
  themeMode: ThemeMode,
) {
  assertSelf(principal, userId);
  await updatePreferences(db, principal.organization.id, principal.user.id, { theme_mode: themeMode });
}

/** OpenID Connect user info claims of a signed-in subject, from its first employee record; undefined if unknown. */
export async function userInfo(db: Kysely<Database>, subject: string) {
  const person = await findPerson(db, subject);
  if (!person) return undefined;
  return {
    sub: subject,
    name: `${person.first_name} ${person.last_name}`,
    given_name: person.first_name,
    family_name: person.last_name,
    email: person.email,
    email_verified: true,
  };
}

/** The organizations a sign-in subject is an employee of, by name. */
export async function organizationsOf(db: Kysely<Database>, subject: string) {
  return listOrganizationsOf(db, subject);
}
