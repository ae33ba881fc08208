import type { ProcessType } from '../../../engine/constants';
import type { WorkflowSettingsModifiedEvent } from '../../../engine/hubs';
import {
  checkWorkflowSettings,
  defaultWorkflow,
  validateWorkflowSettings,
  type WorkflowSettings,
} from '../../../engine/workflows';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import type { WorkflowsServices } from './deps';
import { assertMayEditWorkflows } from './policy';
import { presentWorkflow, presentWorkflowMeta, type SaveRefusal } from './present';
import { findWorkflow, findWorkflowOfType, listWorkflows as listRows, upsertWorkflow } from './repo';
import type { StoredWorkflow, WorkflowIdParams } from '../../../engine/api/workflows';

export type SaveOutcome = { ok: true; workflow: StoredWorkflow } | SaveRefusal;

/** GET /Workflows: the settings of every process type of the actor's organization, and per row its meta. */
export async function listWorkflows(services: WorkflowsServices, actor: Actor) {
  const rows = await listRows(services.db, actor.organizationId);
  return { settings: rows.map(presentWorkflow), meta: rows.map(presentWorkflowMeta) };
}

/**
 * POST /Workflows: saves the workflow settings of one process type for the actor's organization (full
 * administrators only, 403): schema first, then the engine's checker, so nothing that could not be compiled is
 * stored. After the write the cached configuration is dropped and the organization hub told.
 */
export async function saveWorkflow(
  services: WorkflowsServices,
  actor: Actor,
  input: unknown,
): Promise<SaveOutcome> {
  assertMayEditWorkflows(actor);
  const valid = validateWorkflowSettings(input);
  if (!valid.ok) return { ok: false, reason: 'schema', errors: valid.errors };
  const issues = checkWorkflowSettings(valid.settings);
  if (issues.length > 0) return { ok: false, reason: 'issues', issues };

  const { organizationId } = actor;
  const { id, ...settings } = valid.settings;
  if (id !== undefined) {
    // an id names the row being edited: it must be this organization's row of that process type
    const existing = await findWorkflowOfType(services.db, organizationId, settings.processType);
    if (existing?.id !== id)
      throw notFound(`There is no workflow ${id} of process type ${settings.processType}.`);
  }
  const row = await upsertWorkflow(services.db, organizationId, settings);
  await afterChange(services, actor, row.id, settings);
  return { ok: true, workflow: presentWorkflow(row) };
}

/**
 * DELETE /Workflows/{id}: puts the default workflow (workflows/*.json) back for the process type of the
 * organization's row `id` (full administrators only, 403). A process type always has a workflow, so
 * "deleting" one means returning to the default. 404 for an id of another organization.
 */
export async function resetWorkflow(
  services: WorkflowsServices,
  actor: Actor,
  params: WorkflowIdParams,
): Promise<StoredWorkflow> {
  assertMayEditWorkflows(actor);
  const existing = await findWorkflow(services.db, actor.organizationId, params.id);
  if (!existing) throw notFound(`There is no workflow ${params.id}.`);
  const settings = defaultWorkflow(existing.process_type as ProcessType);
  const row = await upsertWorkflow(services.db, actor.organizationId, settings);
  await afterChange(services, actor, row.id, settings);
  return presentWorkflow(row);
}

async function afterChange(
  services: WorkflowsServices,
  actor: Actor,
  id: number,
  settings: WorkflowSettings,
) {
  const { organizationId } = actor;
  services.organizationConfig.forget(organizationId);
  const event: WorkflowSettingsModifiedEvent = {
    processType: settings.processType,
    id,
    ...(actor.origin ? { origin: actor.origin } : {}),
  };
  try {
    await services.hubs.publish({
      hub: 'organization',
      organizationId,
      target: 'WorkflowSettingsModified',
      args: [event],
      to: { kind: 'organization' },
    });
  } catch (err) {
    // The change is stored; clients that miss the event see it on their next load.
    services.log.error({ err, organizationId, id }, 'WorkflowSettingsModified not published');
  }
}
