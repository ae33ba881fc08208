import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProcessApi } from '../../processes';

/** What the reporting services need: the database and the process core (workflows, the read check). */
export type ReportingServices = {
  db: Kysely<Database>;
  processes: Pick<ProcessApi, 'workflow' | 'readableAmong'>;
};
