import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { HubMessage } from '../../hubs/hub-message';

/** What the users services need: the database, and publishing to the hubs after a commit. */
export type UsersServices = { db: Kysely<Database>; publish: (message: HubMessage) => Promise<void> };
