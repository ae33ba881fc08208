import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * What the SCIM services need: the database, the public base URL of the SCIM endpoint (…/scim/v2), and a way
 * to drop the cached memberships of an organization whose employees changed.
 */
export type ScimServices = {
  db: Kysely<Database>;
  baseUrl: string;
  forgetMemberships: (organizationId: number) => void;
};

/**
 * Who calls the SCIM endpoint: an organization's identity system, known by its bearer token. Provisioning has
 * no person behind it, so its services take this instead of an Actor.
 */
export type ScimCaller = { organizationId: number; tokenId: number };
