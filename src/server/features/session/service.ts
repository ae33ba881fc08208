import type { Principal } from '../../auth/principal';
import { API_SCOPES } from '../../auth/provider';
import { AUDIT_PAGE_SIZE_DEFAULT, IMPERSONATION_MS } from '../../../engine/impersonation';
import { badRequest, unauthorized } from '../../errors';
import type { SessionServices } from './deps';
import { assertImpersonable, assertMayImpersonate, assertOwnSettings } from './policy';
import { presentAuditItem } from './present';
import {
  endImpersonations,
  findEmployee,
  listImpersonationAudit,
  startImpersonation,
  updatePreferences,
} from './repo';
import type {
  ImpersonateBody,
  ImpersonationAuditQuery,
  SetLanguageBody,
  SetThemeBody,
} from '../../../engine/api/session';
import { sessionAnswer, type SessionAnswer } from './session-answer';

// The session is about the principal itself (its organization, relations, sign-in subject and the membership
// cache entry a change invalidates), so these services take the Principal rather than the Actor. Some calls
// come before any organization is chosen and take only the access token.

/** The sign-in settings of the web client (GET /auth/config). */
export function authConfig(config: SessionServices['config']) {
  return {
    authority: config.oidcIssuer ?? `${config.publicUrl}/oidc`,
    clientId: config.oidcClientId,
    scope: config.oidcIssuer ? config.oidcScope : `openid profile email ${API_SCOPES}`,
    userInfoEndpoint: `${config.publicUrl}/api/auth/userinfo`,
  };
}

/** The verified access token; 401 without one or for an invalid one. */
async function verified(services: SessionServices, token: string | undefined) {
  if (!token) throw unauthorized();
  return { token, verified: await services.verifyToken(token) };
}

/**
 * OpenID Connect user info claims of the token's person, from their first employee record (GET
 * /auth/userinfo); with an external issuer, from the token's claims while no employee is linked yet. 401
 * without a valid token or when the embedded provider's subject has no employee record any more.
 */
export async function userInfo(services: SessionServices, token: string | undefined) {
  const caller = await verified(services, token);
  const person = await services.people.profileOf(caller.verified);
  if (!person) throw unauthorized('The signed-in account no longer exists.');
  const name = `${person.firstName} ${person.lastName}`.trim();
  return {
    sub: caller.verified.subject,
    name: name || person.email,
    given_name: person.firstName,
    family_name: person.lastName,
    email: person.email,
    email_verified: true,
  };
}

/**
 * The organizations the token's person is an employee of (or would be matched in at an external issuer), by
 * name (GET /Session/Organizations); 401 without.
 */
export async function organizationsOf(services: SessionServices, token: string | undefined) {
  const caller = await verified(services, token);
  return { organizations: await services.people.organizationsOf(caller.verified, caller.token) };
}

/**
 * The caller's Session/Initialize answer as bytes (cached per membership, configuration and dashboard widgets);
 * dashboardSettings are the user's stored widgets (one primary-key read).
 */
export async function sessionOf(services: SessionServices, principal: Principal): Promise<SessionAnswer> {
  const [config, widgets] = await Promise.all([
    services.organizationConfig.get(principal.organization.id),
    services.dashboardWidgets({ organizationId: principal.organization.id, userId: principal.user.id }),
  ]);
  return sessionAnswer(principal, config, widgets);
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

const IMPERSONATE_ROUTE = '/api/session/impersonate-user';

/**
 * Starts acting as an employee (POST /session/impersonate-user, SPEC §6): a full administrator, an active
 * employee of the same organization with canBeImpersonated, no administrator. Ends the administrator's earlier
 * impersonation, binds the new one to the token's provider session when it names one, and records the start.
 */
export async function impersonate(services: SessionServices, principal: Principal, input: ImpersonateBody) {
  assertMayImpersonate(principal);
  const target = assertImpersonable(
    principal,
    await findEmployee(services.db, principal.organization.id, input.id),
    input.id,
  );
  const startedAt = services.now();
  const expiresAt = new Date(startedAt.getTime() + IMPERSONATION_MS);
  await startImpersonation(services.db, {
    organizationId: principal.organization.id,
    admin: { id: principal.user.id, name: `${principal.user.first_name} ${principal.user.last_name}` },
    user: { id: target.id, name: `${target.first_name} ${target.last_name}` },
    sessionId: principal.sessionId ?? null,
    startedAt,
    expiresAt,
    route: IMPERSONATE_ROUTE,
  });
  return {
    id: target.id,
    firstName: target.first_name,
    lastName: target.last_name,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Ends the impersonation (POST /session/unimpersonate-user). It acts for the administrator really signed in:
 * while impersonating that is `principal.impersonator`; otherwise the caller, for whom it ends any impersonation
 * still running elsewhere (the web client calls it before signing out). Nothing running is no error.
 */
export async function unimpersonate(services: SessionServices, principal: Principal): Promise<void> {
  const adminId = principal.impersonator?.userId ?? principal.user.id;
  await endImpersonations(services.db, principal.organization.id, adminId, services.now());
}

/** One page of the organization's impersonation audit (GET /session/impersonation-audit; full administrators). */
export async function impersonationAudit(
  services: SessionServices,
  principal: Principal,
  query: ImpersonationAuditQuery,
) {
  const { pageIndex = 0, pageSize = AUDIT_PAGE_SIZE_DEFAULT, ...filter } = query;
  if (filter.from && filter.to && new Date(filter.from) >= new Date(filter.to))
    throw badRequest('INVALID_PERIOD', '"from" must be before "to".');
  const { rows, totalCount } = await listImpersonationAudit(services.db, principal.organization.id, filter, {
    index: pageIndex,
    size: pageSize,
  });
  return { items: rows.map(presentAuditItem), totalCount };
}
