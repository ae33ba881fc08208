import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProcessApi } from '../../processes';

/** What the feedbacks routes use: the process core, which does the work, and the database (reach.ts). */
export type FeedbacksServices = { db: Kysely<Database>; processes: ProcessApi };
