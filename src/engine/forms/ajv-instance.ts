import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Pure. A new ajv instance configured for the engine's schemas: all errors, strict schemas (a typo in a compiled
 * schema fails loudly in tests instead of silently validating nothing), `date` and the other standard formats.
 */
export function createAjv(): Ajv {
  return addFormats(new Ajv({ allErrors: true, strict: true, strictRequired: false }));
}

/** Pure. The JSON pointer of the value an ajv error is about (the missing or extra property included). */
export function errorPointer(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const child = params.missingProperty ?? params.additionalProperty;
  if (child === undefined) return error.instancePath;
  return `${error.instancePath}/${child.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
