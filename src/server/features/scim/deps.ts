import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * A SCIM error answer of a known caller, for the error log: method, route pattern (never the URL with its
 * values), status and SCIM error type; a 500 with the id its answer and log line carry.
 */
export type ScimErrorReport = {
  organizationId: number;
  method: string;
  route: string;
  status: number;
  scimType?: string;
  errorId?: string;
};

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
