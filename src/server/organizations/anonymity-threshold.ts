import { sql, type Kysely } from 'kysely';
import { anonymityThresholdOf } from '../../engine/anonymity';
import type { Database } from '../db/database';

/**
 * The organization's anonymity threshold (its `reportingAnonymityThreshold` setting, the default when unset):
 * reports and the anonymous answers to shared questionnaires show nothing of fewer answers.
 */
export async function anonymityThresholdIn(db: Kysely<Database>, organizationId: number): Promise<number> {
  const { rows } = await sql<{ threshold: unknown }>`
    select settings -> 'reportingAnonymityThreshold' as threshold from organizations where id = ${organizationId}`.execute(
    db,
  );
  return anonymityThresholdOf(rows[0]?.threshold);
}
