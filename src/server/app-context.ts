import type { Kysely } from 'kysely';
import type { TokenVerifier } from './auth/verify-token';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { MembershipRepo } from './auth/memberships';
import type { People } from './auth/people';
import type { OrganizationConfigRepo } from './organizations/organization-config';
import type { OrganizationRepo } from './organizations/organization-repo';

/** What buildApp puts on the Fastify instance for the features to use. */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    databaseKind: 'pglite' | 'postgres';
    organizations: OrganizationRepo;
    memberships: MembershipRepo;
    /** who a signed-in person is in an organization (embedded subject or external issuer's claims) */
    people: People;
    organizationConfig: OrganizationConfigRepo;
    verifyToken: TokenVerifier;
    /** Compiles every route schema now (they compile lazily on first use); throws on a broken one. */
    compileRouteSchemas: () => void;
    /** Milliseconds from the start of buildApp to the end of each start phase (open, migrate, ...). */
    startPhases: Record<string, number>;
  }
}

export {};
