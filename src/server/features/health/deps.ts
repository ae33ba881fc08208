import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What the health checks need: the database and which kind it is. */
export type HealthServices = {
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  /** true once the instance is being drained for a stop (SIGTERM): the load balancer should send no more */
  draining: () => boolean;
};
