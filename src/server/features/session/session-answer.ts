import zlib from 'node:zlib';
import type { Principal } from '../../auth/principal';
import type { OrganizationConfig } from '../../organizations/organization-config';
import { serializeSession } from './serialize-session';
import { presentSession } from './present';

/** A user's Session/Initialize answer as bytes, and gzipped once the first client asks for that. */
export type SessionAnswer = { json: Buffer; gzip?: Buffer };

type Known = SessionAnswer & {
  organization: object;
  config: OrganizationConfig;
  roles: string;
  impersonation: number;
  widgets: string;
};

// Keyed by the cached user object of the membership cache: a changed language or theme, a role change or the
// membership cache's expiry (10 s) bring a new user object, and with it a new answer. The organization, the
// configuration and the token's roles are compared as well, so an answer never outlives what it shows.
const answers = new WeakMap<object, Known>();

/**
 * The session answer of a principal, built (and serialized) once per cached membership, organization and
 * configuration instead of on every call: the app asks for it on every start and every tab.
 */
export function sessionAnswer(
  principal: Principal,
  config: OrganizationConfig,
  dashboardWidgets: readonly string[],
): SessionAnswer {
  const roles = principal.roles.join(' ');
  // an impersonated session says so (and who impersonates): never the answer the employee gets themselves
  const impersonation = principal.impersonator?.impersonationId ?? 0;
  const widgets = dashboardWidgets.join(' ');
  const known = answers.get(principal.user);
  if (
    known &&
    known.organization === principal.organization &&
    known.config === config &&
    known.roles === roles &&
    known.impersonation === impersonation &&
    known.widgets === widgets
  )
    return known;
  const json = serializeSession(presentSession(principal, config, dashboardWidgets), config);
  const answer: Known = {
    json,
    organization: principal.organization,
    config,
    roles,
    impersonation,
    widgets,
  };
  answers.set(principal.user, answer);
  return answer;
}

/** The answer gzipped (25 KB of JSON become about 4 KB), compressed once per answer. */
export function gzipped(answer: SessionAnswer): Buffer {
  return (answer.gzip ??= zlib.gzipSync(answer.json));
}
