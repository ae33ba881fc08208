import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessLevel, areaAccess, isFullAdmin, type Area } from '../../engine/access';
import { CLIENT_ID_HEADER, isClientId } from '../../engine/hubs';
import type { OrganizationRow, UserRow } from '../db/database';
import { impersonationRefusalOf, type ImpersonationLookup } from './impersonation';
import type { MembershipRepo } from './memberships';
import { unknownPerson, type People } from './people';
import { badRequest, forbidden, notFound, unauthorized } from '../errors';
import type { OrganizationRepo } from '../organizations/organization-repo';
import type { TokenVerifier } from './verify-token';

/** Who is calling: the signed-in subject as an employee of the organization named by the page's slug. */
export type Principal = {
  subject: string;
  organization: OrganizationRow;
  user: UserRow;
  /** database roles of the membership plus the token's roles claim */
  roles: string[];
  /** whether anyone reports to the user or has them as mentor */
  relations: { isSupervisor: boolean; isMentor: boolean; hasMafegProcess: boolean };
  /** the client (browser tab) of the request, from its X-Client-Id header when well-formed */
  clientId?: string;
  /** the provider's sign-in session of the token (`sid`), when it names one */
  sessionId?: string;
  /**
   * Set while a full administrator impersonates (SPEC §6): everything above is then the impersonated
   * employee's (record, roles from the database only, relations), and this is the administrator really signed in.
   */
  impersonator?: Impersonator;
};

/** The full administrator behind an impersonated principal. */
export type Impersonator = {
  impersonationId: number;
  userId: number;
  subject: string;
  firstName: string;
  lastName: string;
  /** the administrator's own roles (database and token) */
  roles: string[];
  expiresAt: Date;
};

/**
 * Per-route access declaration: an area of SPEC §6 (`config: { access: { area: 'forms', need: 'write' } }`), or
 * full administrators only (`{ fullAdmin: true }`, e.g. workflow settings, which are no area).
 */
export type RouteAccess = { area: Area; need: 'read' | 'write' } | { fullAdmin: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route needs no signed-in user */
    public?: boolean;
    /** an anonymous feedback's call: with an `accessToken` in query or body it needs no signed-in user */
    anonymousWithToken?: boolean;
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal;
  }
}

export type PrincipalResolver = (token: string | undefined, slug: string | undefined) => Promise<Principal>;

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Resolves token + organization slug to a Principal, or throws 401/400/404/403. For a full administrator with a
 * running impersonation (SPEC §6) it is the impersonated employee's principal, with the administrator on
 * `impersonator`; an impersonation whose employee may no longer be impersonated (an administrator now,
 * canBeImpersonated cleared, deactivated) is not honoured, and the administrator acts as themselves.
 */
export function createPrincipalResolver(
  memberships: MembershipRepo,
  organizations: OrganizationRepo,
  verify: TokenVerifier,
  impersonations?: ImpersonationLookup,
  people: Pick<People, 'membership' | 'external'> = {
    external: false,
    membership: (organization, verified) => memberships.find(organization.id, verified.subject),
  },
): PrincipalResolver {
  return async (token, slug) => {
    if (!token) throw unauthorized();
    const verified = await verify(token);
    if (!slug) throw badRequest('ORGANIZATION_REQUIRED', 'The X-Organization header names the organization.');
    const organization = await organizations.findBySlug(slug);
    if (!organization) throw notFound(`There is no organization "${slug}".`);
    const membership = await people.membership(organization, verified, token);
    if (!membership) {
      // signed in at the organization's own issuer, but no employee matches: the web client says whom to ask
      if (people.external) throw unknownPerson(organization);
      throw forbidden('You are not a member of this organization.');
    }
    const { user, isSupervisor, isMentor, hasMafegProcess } = membership;
    const roles = [...new Set([...user.roles, ...verified.roles])];
    const principal: Principal = {
      subject: verified.subject,
      organization,
      user,
      roles,
      relations: { isSupervisor, isMentor, hasMafegProcess },
      ...(verified.sessionId ? { sessionId: verified.sessionId } : {}),
    };
    if (!impersonations || !isFullAdmin(roles)) return principal;
    const running = await impersonations(organization.id, user.id, verified.sessionId);
    if (!running) return principal;
    const target = await memberships.findById(organization.id, running.userId);
    if (!target || impersonationRefusalOf(target.user, user.id) !== null) return principal;
    return {
      subject: target.user.subject,
      organization,
      user: target.user,
      // the employee's own roles: the administrator's token roles stay with the administrator
      roles: [...new Set(target.user.roles)],
      relations: {
        isSupervisor: target.isSupervisor,
        isMentor: target.isMentor,
        hasMafegProcess: target.hasMafegProcess,
      },
      ...(verified.sessionId ? { sessionId: verified.sessionId } : {}),
      impersonator: {
        impersonationId: running.id,
        userId: user.id,
        subject: verified.subject,
        firstName: user.first_name,
        lastName: user.last_name,
        roles,
        expiresAt: running.expiresAt,
      },
    };
  };
}

function carriesAccessToken(request: FastifyRequest): boolean {
  const has = (part: unknown) =>
    typeof part === 'object' &&
    part !== null &&
    typeof (part as { accessToken?: unknown }).accessToken === 'string';
  return has(request.query) || has(request.body);
}

/** Authenticates every /api route that is not public, then checks its declared area access (SPEC §6). */
export function registerPrincipal(app: FastifyInstance, resolve: PrincipalResolver): void {
  app.decorateRequest('principal', null as unknown as Principal);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    if (config.public || !url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (config.anonymousWithToken && carriesAccessToken(request)) return;
    const slug = request.headers['x-organization'];
    const principal = await resolve(
      bearerToken(request.headers.authorization),
      Array.isArray(slug) ? slug[0] : slug,
    );
    const clientId = request.headers[CLIENT_ID_HEADER.toLowerCase()];
    // the resolved principal may be a cached object shared by requests: the client id goes on a copy
    request.principal = isClientId(clientId) ? { ...principal, clientId } : principal;
    if (config.access && 'fullAdmin' in config.access) {
      if (!isFullAdmin(request.principal.roles)) throw forbidden('This needs the full administrator role.');
    } else if (config.access) {
      const access = areaAccess(request.principal.roles, config.access.area);
      if (!access[config.access.need]) {
        throw forbidden(
          `This needs ${config.access.need} access to ${config.access.area} (you have ${accessLevel(access)}).`,
        );
      }
    }
  });
}
