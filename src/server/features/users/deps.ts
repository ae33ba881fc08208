import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What the users services need: the database. */
export type UsersServices = { db: Kysely<Database> };
