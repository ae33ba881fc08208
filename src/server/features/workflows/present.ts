import type { ProcessType } from '../../../engine/constants';
import {
  DEFAULT_WORKFLOWS,
  type SettingsValidationError,
  type WorkflowIssue,
} from '../../../engine/workflows';
import type { WorkflowRow } from '../../db/database';
import { problem } from '../../errors';
import type { StoredWorkflow, WorkflowMeta, WorkflowProblem } from '../../../engine/api/workflows';

/** Why settings were refused: the schema's errors, or the checker's issues. */
export type SaveRefusal =
  | { ok: false; reason: 'schema'; errors: SettingsValidationError[] }
  | { ok: false; reason: 'issues'; issues: WorkflowIssue[] };

/** Pure. A stored row as the API shows it: the settings with the row's id and process type. */
export function presentWorkflow(row: WorkflowRow): StoredWorkflow {
  return { ...row.settings, id: row.id, processType: row.process_type as ProcessType };
}

// jsonb does not keep key order, so "unchanged" is compared structurally.
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Pure. When a row last changed, and whether it still is the product's default workflow. */
export function presentWorkflowMeta(row: WorkflowRow): WorkflowMeta {
  const { id: _id, ...settings } = row.settings;
  const processType = row.process_type as ProcessType;
  return {
    id: row.id,
    processType,
    updatedAt: row.updated_at.toISOString(),
    isDefault: sameJson({ ...settings, processType }, DEFAULT_WORKFLOWS[processType]),
  };
}

/**
 * Pure. The 400 answer of refused settings: VALIDATION_FAILED with the schema's paths, or
 * WORKFLOW_SETTINGS_INVALID with the checker's issues; paths point into the request body.
 */
export function presentSaveRefusal(refusal: SaveRefusal): WorkflowProblem {
  if (refusal.reason === 'schema') {
    const list = refusal.errors.map((e) => ({ path: `/body${e.path}`, message: e.message }));
    return problem(400, 'VALIDATION_FAILED', 'The workflow settings do not match the schema.', list);
  }
  const list = refusal.issues.map((i) => ({ path: `/body${i.path}`, message: i.code }));
  return {
    ...problem(400, 'WORKFLOW_SETTINGS_INVALID', 'The workflow settings contain errors.', list),
    messageKey: 'workflows.errors.invalidSettings',
    issues: refusal.issues,
  };
}
