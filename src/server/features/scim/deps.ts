import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ScimErrorReport } from '../../errors';

/**
 * What the SCIM services need: the database, the public base URL of the SCIM endpoint (…/scim/v2), a way
 * to drop the cached memberships of an organization whose employees changed, and where error answers are
 * reported (the error log's, wired in app.ts; it must not throw or wait).
 */
export type ScimServices = {
  db: Kysely<Database>;
  baseUrl: string;
  forgetMemberships: (organizationId: number) => void;
  reportError: (report: ScimErrorReport) => void;
};

/**
 * Who calls the SCIM endpoint: an organization's identity system, known by its bearer token. Provisioning has
 * no person behind it, so its services take this instead of an Actor.
 */
export type ScimCaller = { organizationId: number; tokenId: number };
