import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import schema from '../../../schemas/workflow-settings.schema.json';
import type { WorkflowSettings } from './types';

/** One schema violation; `path` is a JSON pointer into the input ("" = the whole document). */
export type SettingsValidationError = { path: string; message: string };

export type SettingsValidationResult =
  { ok: true; settings: WorkflowSettings } | { ok: false; errors: SettingsValidationError[] };

// Compiled on first use, once: ajv generates code with `new Function`, which the app's Content Security
// Policy forbids in the browser; importing this folder in the client must not trigger it.
let compiled: ValidateFunction<WorkflowSettings> | undefined;
const validateSchema = () =>
  (compiled ??= new Ajv({ allErrors: true, strict: true }).compile<WorkflowSettings>(schema));

/** A missing property is reported on the property itself, so that an editor can point at the field. */
function toError(error: ErrorObject): SettingsValidationError {
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return { path: `${error.instancePath}/${missing}`, message: 'is required' };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return { path: `${error.instancePath}/${extra}`, message: 'is not allowed' };
  }
  return { path: error.instancePath, message: error.message ?? error.keyword };
}

/**
 * Pure. Checks the shape of workflow settings against `schemas/workflow-settings.schema.json` (draft-07).
 * It does not check the graph (known statuses, reachability, determinism): that is `checkWorkflowSettings`.
 * Runs on the server; in the browser it needs a CSP that allows ajv's generated code.
 */
export function validateWorkflowSettings(input: unknown): SettingsValidationResult {
  const validate = validateSchema();
  if (validate(input)) return { ok: true, settings: input };
  const errors = (validate.errors ?? []).map(toError);
  const unique = new Map(errors.map((e) => [`${e.path}|${e.message}`, e]));
  return { ok: false, errors: [...unique.values()] };
}
