import type { Kysely } from 'kysely';
import { PROCESS_TYPE_IDS } from '../../../engine/constants';
import { defaultWorkflow } from '../../../engine/workflows';
import type { Database } from '../database';

/**
 * Gives every organization (or the one named) the default workflow of each process type it lacks
 * (`workflows/*.json`). Idempotent: existing settings, possibly edited by an administrator, stay.
 */
export async function ensureDefaultWorkflows(db: Kysely<Database>, organizationId?: number): Promise<void> {
  let query = db.selectFrom('organizations').select('id');
  if (organizationId !== undefined) query = query.where('id', '=', organizationId);
  const organizations = await query.execute();
  const rows = organizations.flatMap(({ id }) =>
    PROCESS_TYPE_IDS.map((processType) => ({
      organization_id: id,
      process_type: processType,
      settings: JSON.stringify(defaultWorkflow(processType)),
    })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('workflows')
    .values(rows)
    .onConflict((oc) => oc.columns(['organization_id', 'process_type']).doNothing())
    .execute();
}
