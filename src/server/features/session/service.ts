import type { Principal } from '../../auth/principal';
import { API_SCOPES } from '../../auth/provider';
import { unauthorized } from '../../errors';
import type { SessionServices } from './deps';
import { assertOwnSettings } from './policy';
import { findPerson, listOrganizationsOf, updatePreferences } from './repo';
import type { SetLanguageBody, SetThemeBody } from './schemas';
import { sessionAnswer, type SessionAnswer } from './session-answer';

// The session is about the principal itself (its organization, relations, sign-in subject and the membership
// cache entry a change invalidates), so these services take the Principal rather than the Actor. Some calls
// come before any organization is chosen and take only the access token.

/** The sign-in settings of the web client (GET /auth/config). */
export function authConfig(services: SessionServices) {
  const { config } = services;
  return {
    authority: config.oidcIssuer ?? `${config.publicUrl}/oidc`,
    clientId: config.oidcClientId,
    scope: `openid profile email ${API_SCOPES}`,
    userInfoEndpoint: `${config.publicUrl}/api/auth/userinfo`,
  };
}

/** The sign-in subject of an access token; 401 without one or for an invalid one. */
async function subjectOf(services: SessionServices, token: string | undefined): Promise<string> {
  if (!token) throw unauthorized();
  return (await services.verifyToken(token)).subject;
}

/**
 * OpenID Connect user info claims of the token's subject, from its first employee record (GET
 * /auth/userinfo); 401 without a valid token or when the subject has no employee record any more.
 */
export async function userInfo(services: SessionServices, token: string | undefined) {
  const subject = await subjectOf(services, token);
  const person = await findPerson(services.db, subject);
  if (!person) throw unauthorized('The signed-in account no longer exists.');
  return {
    sub: subject,
    name: `${person.first_name} ${person.last_name}`,
    given_name: person.first_name,
    family_name: person.last_name,
    email: person.email,
    email_verified: true,
  };
}

/** The organizations the token's subject is an employee of, by name (GET /Session/Organizations); 401 without. */
export async function organizationsOf(services: SessionServices, token: string | undefined) {
  return { organizations: await listOrganizationsOf(services.db, await subjectOf(services, token)) };
}

/** The caller's Session/Initialize answer as bytes (cached per membership and configuration). */
export async function sessionOf(services: SessionServices, principal: Principal): Promise<SessionAnswer> {
  return sessionAnswer(principal, await services.organizationConfig.get(principal.organization.id));
}

/** Stores the caller's language (POST /Session/SetLanguage); 403 for another user's subject. */
export async function setLanguage(services: SessionServices, principal: Principal, input: SetLanguageBody) {
  assertOwnSettings(principal, input.userId);
  await updatePreferences(services.db, principal.organization.id, principal.user.id, {
    language_key: input.languageKey,
  });
  services.memberships.forget(principal.organization.id, principal.subject);
}

/** Stores the caller's light or dark mode (POST /Session/SetTheme); 403 for another user's subject. */
export async function setTheme(services: SessionServices, principal: Principal, input: SetThemeBody) {
  assertOwnSettings(principal, input.userId);
  await updatePreferences(services.db, principal.organization.id, principal.user.id, {
    theme_mode: input.themeMode,
  });
  services.memberships.forget(principal.organization.id, principal.subject);
}
