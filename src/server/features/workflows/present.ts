import type { ProcessType } from '../../../engine/constants';
import { DEFAULT_WORKFLOWS, type WorkflowSettings } from '../../../engine/workflows';
import type { WorkflowRow } from '../../db/database';
import type { WorkflowMeta } from './schemas';

export type StoredWorkflow = WorkflowSettings & { id: number };

/** A stored row as the API shows it: the settings with the row's id and process type. */
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

/** When a row last changed, and whether it still is the product's default workflow. */
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
