import { sql, type Kysely } from 'kysely';
import type { ProcessType } from '../../../engine/constants';
import type { WorkflowSettings } from '../../../engine/workflows';
import type { Database, WorkflowRow } from '../../db/database';

/** The organization's workflow rows; the reads add their conditions. */
const workflowsOf = (db: Kysely<Database>, organizationId: number) =>
  db.selectFrom('workflows').selectAll().where('organization_id', '=', organizationId);

/** The organization's workflow row with this id; undefined for a missing id or another organization's. */
export async function findWorkflow(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<WorkflowRow | undefined> {
  return workflowsOf(db, organizationId).where('id', '=', id).executeTakeFirst();
}

/** The organization's workflow row of one process type, if it has one. */
export async function findWorkflowOfType(
  db: Kysely<Database>,
  organizationId: number,
  processType: ProcessType,
): Promise<WorkflowRow | undefined> {
  return workflowsOf(db, organizationId).where('process_type', '=', processType).executeTakeFirst();
}

/** Every workflow row of the organization, by process type. */
export async function listWorkflows(db: Kysely<Database>, organizationId: number): Promise<WorkflowRow[]> {
  return workflowsOf(db, organizationId).orderBy('process_type').execute();
}

/**
 * Stores the settings of one process type: one row per organization and process type (unique), so a save
 * is one statement and cannot leave two versions behind.
 */
export async function upsertWorkflow(
  db: Kysely<Database>,
  organizationId: number,
  settings: WorkflowSettings,
): Promise<WorkflowRow> {
  const json = JSON.stringify(settings);
  return db
    .insertInto('workflows')
    .values({ organization_id: organizationId, process_type: settings.processType, settings: json })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'process_type'])
        .doUpdateSet({ settings: json, updated_at: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
