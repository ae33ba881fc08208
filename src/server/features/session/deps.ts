import type { Kysely } from 'kysely';
import type { MembershipRepo } from '../../auth/memberships';
import type { People } from '../../auth/people';
import type { TokenVerifier } from '../../auth/verify-token';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';

/**
 * What the session services need: the database, the sign-in settings, the token verifier (for the calls that
 * come before an organization is chosen), the organizations' configuration and the membership cache.
 */
export type SessionServices = {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'oidcIssuer' | 'oidcClientId' | 'oidcScope' | 'publicUrl'>;
  verifyToken: TokenVerifier;
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
  memberships: Pick<MembershipRepo, 'forget'>;
  /** who the token's person is before an organization is chosen (organizations, user info) */
  people: Pick<People, 'organizationsOf' | 'profileOf'>;
  /** the clock of impersonations (start, time limit, end) */
  now: () => Date;
  /** the names of the user's visible dashboard widgets in order (the dashboard's, see register-all.ts) */
  dashboardWidgets: (owner: { organizationId: number; userId: number }) => Promise<string[]>;
};
