import type { FastifyInstance } from 'fastify';
import type { ProcessType } from '../../../engine/constants';
import {
  checkWorkflowSettings,
  defaultWorkflow,
  validateWorkflowSettings,
  type SettingsValidationError,
  type WorkflowIssue,
  type WorkflowSettings,
} from '../../../engine/workflows';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../errors';
import { presentWorkflow, type StoredWorkflow } from './present';
import { findWorkflow, findWorkflowOfType, upsertWorkflow } from './repo';
import type { WorkflowSettingsModified } from './schemas';

export type SaveOutcome =
  | { ok: true; workflow: StoredWorkflow }
  | { ok: false; reason: 'schema'; errors: SettingsValidationError[] }
  | { ok: false; reason: 'issues'; issues: WorkflowIssue[] };

type Deps = Pick<FastifyInstance, 'db' | 'organizationConfig' | 'hubs' | 'log'>;

/**
 * Saves the workflow settings of one process type for the principal's organization (the caller has checked
 * the policy): schema first, then the engine's checker, so nothing that could not be compiled is stored.
 * After the write the cached configuration is dropped and the organization hub told.
 */
export async function saveWorkflow(app: Deps, principal: Principal, input: unknown): Promise<SaveOutcome> {
  const valid = validateWorkflowSettings(input);
  if (!valid.ok) return { ok: false, reason: 'schema', errors: valid.errors };
  const issues = checkWorkflowSettings(valid.settings);
  if (issues.length > 0) return { ok: false, reason: 'issues', issues };

  const organizationId = principal.organization.id;
  const { id, ...settings } = valid.settings;
  if (id !== undefined) {
    // an id names the row being edited: it must be this organization's row of that process type
    const existing = await findWorkflowOfType(app.db, organizationId, settings.processType);
    if (existing?.id !== id)
      throw notFound(`There is no workflow ${id} of process type ${settings.processType}.`);
  }
  const row = await upsertWorkflow(app.db, organizationId, settings);
  await afterChange(app, organizationId, row.id, settings);
  return { ok: true, workflow: presentWorkflow(row) };
}

/**
 * Puts the default workflow (workflows/*.json) back for the process type of the organization's row `id`.
 * A process type always has a workflow, so "deleting" one means returning to the default. 404 for an id of
 * another organization.
 */
export async function resetWorkflow(app: Deps, principal: Principal, id: number): Promise<StoredWorkflow> {
  const organizationId = principal.organization.id;
  const existing = await findWorkflow(app.db, organizationId, id);
  if (!existing) throw notFound(`There is no workflow ${id}.`);
  const settings = defaultWorkflow(existing.process_type as ProcessType);
  const row = await upsertWorkflow(app.db, organizationId, settings);
  await afterChange(app, organizationId, row.id, settings);
  return presentWorkflow(row);
}

async function afterChange(app: Deps, organizationId: number, id: number, settings: WorkflowSettings) {
  app.organizationConfig.forget(organizationId);
  const event: WorkflowSettingsModified = { processType: settings.processType, id };
  try {
    await app.hubs.publish({
      hub: 'organization',
      organizationId,
      target: 'WorkflowSettingsModified',
      args: [event],
      to: { kind: 'organization' },
    });
  } catch (err) {
    // The change is stored; clients that miss the event see it on their next load.
    app.log.error({ err, organizationId, id }, 'WorkflowSettingsModified not published');
  }
}
