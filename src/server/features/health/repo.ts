import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
