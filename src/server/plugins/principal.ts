import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createImpersonationLookup } from '../auth/impersonation';
import { registerImpersonationAudit } from './impersonation-audit';
import { MembershipRepo } from '../auth/memberships';
import { issuerUserInfo, People } from '../auth/people';
import { createPrincipalResolver, registerPrincipal, type PrincipalResolver } from '../auth/principal';
import { grantRevocations, withRevocation } from '../auth/revocation';
import { createTokenVerifier, type TokenVerifier, type VerifierOptions } from '../auth/verify-token';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { issuerOf } from './sign-in';

declare module 'fastify' {
  interface FastifyInstance {
    memberships: MembershipRepo;
    /** who a signed-in person is in an organization (embedded subject or external issuer's claims) */
    people: People;
    verifyToken: TokenVerifier;
  }
}

/** What the principal needs: the configuration, the database and the embedded provider's keys (if any). */
export type PrincipalDeps = { config: AppConfig; db: Kysely<Database>; jwks: VerifierOptions['jwks'] };

/**
 * Who is asking, on every request: the access token verified (signature, audience, scope, and not revoked),
 * the membership in the page's organization, and a full administrator's impersonation honoured and audited.
 * Answers the resolver, which the hubs use for their connections too.
 */
export function registerPrincipalResolution(app: FastifyInstance, deps: PrincipalDeps): PrincipalResolver {
  const { config, db } = deps;
  const verifySignature = createTokenVerifier({
    issuer: issuerOf(config),
    audience: config.oidcAudience,
    rolesClaim: config.oidcRolesClaim,
    // the embedded provider's roles claim is taken as it is; an external issuer's values may be mapped
    ...(config.oidcIssuer ? { rolesMap: config.oidcRolesMap } : {}),
    jwks: deps.jwks,
    requiredScope: config.oidcIssuer ? config.oidcApiScope : 'dpt-api',
  });
  // a token whose grant was revoked (sign-out, replayed code) is refused at once, cached or not
  const verify = withRevocation(grantRevocations(db), verifySignature);
  app.decorate('memberships', new MembershipRepo(db));
  // who a signed-in person is: by subject (embedded provider) or matched by a claim (external issuer)
  app.decorate(
    'people',
    new People({
      db,
      memberships: app.memberships,
      config,
      ...(config.oidcIssuer ? { userInfo: issuerUserInfo(config.oidcIssuer) } : {}),
      log: app.log,
    }),
  );
  // a full administrator's requests run as the employee they impersonate (SPEC §6), hubs included
  const resolvePrincipal = createPrincipalResolver(
    app.memberships,
    app.organizations,
    verify,
    createImpersonationLookup(db),
    app.people,
  );
  registerPrincipal(app, resolvePrincipal);
  registerImpersonationAudit(app, db);
  app.decorate('verifyToken', verify);
  return resolvePrincipal;
}
