import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProcessApi } from '../../processes';

/** What the fulltext search needs: the database and the process core (which decides read access). */
export type SearchServices = { db: Kysely<Database>; processes: ProcessApi };
