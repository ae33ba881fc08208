import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What the error log's services need: the database. */
export type ErrorLogServices = { db: Kysely<Database> };
