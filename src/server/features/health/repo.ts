import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** How long readiness waits for the database: a load balancer's probe must not hang with a stopped database. */
const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether the database answers a trivial query within `timeoutMs`. Probes that arrive while one is under way
 * share its answer, so a stopped database that never answers does not gather one waiting statement per probe.
 */
export function databaseProbe(
  db: Kysely<Database>,
  timeoutMs = READINESS_TIMEOUT_MS,
): () => Promise<boolean> {
  let running: Promise<boolean> | undefined;
  return () => {
    running ??= answersWithin(db, timeoutMs).finally(() => {
      running = undefined;
    });
    return running;
  };
}

async function answersWithin(db: Kysely<Database>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
