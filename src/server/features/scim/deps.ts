import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What the SCIM services need: the database and the public base URL of the SCIM endpoint (…/scim/v2). */
export type ScimServices = { db: Kysely<Database>; baseUrl: string };

/**
 * Who calls the SCIM endpoint: an organization's identity system, known by its bearer token. Provisioning has
 * no person behind it, so its services take this instead of an Actor.
 */
export type ScimCaller = { organizationId: number; tokenId: number };
