import questionnaireSchema from '../../../schemas/questionnaire.schema.json';
import type { ValidateFunction } from 'ajv';
import { createAjv, errorPointer } from './ajv-instance';
import type { Questionnaire } from './questionnaire-types';

export type SchemaError = { path: string; message: string };
export type QuestionnaireValidation =
  { ok: true; questionnaire: Questionnaire } | { ok: false; errors: SchemaError[] };

// Compiled on first use and shared: the schema never changes at run time.
let validator: ValidateFunction | undefined;

function getValidator(): ValidateFunction {
  validator ??= createAjv().compile(questionnaireSchema);
  return validator;
}

/**
 * Pure. Checks the shape of an untrusted value against `schemas/questionnaire.schema.json` and reports every
 * violation with a JSON pointer (`/pages/0/elements/2/minValue`). It does not check the semantic rules
 * (unique ids, ranges, conditions): run `checkQuestionnaire` on the result for those.
 */
export function validateQuestionnaire(input: unknown): QuestionnaireValidation {
  const validate = getValidator();
  if (validate(input)) return { ok: true, questionnaire: input as Questionnaire };
  const errors = (validate.errors ?? []).map((error) => ({
    path: errorPointer(error),
    message: error.message ?? error.keyword,
  }));
  return { ok: false, errors };
}
