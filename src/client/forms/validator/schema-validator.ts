import {
  ErrorSchemaBuilder,
  createErrorHandler,
  getDefaultFormState,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import type { FormData } from '../../../engine/forms/answer-types';
import type { JsonSchema } from '../../../engine/forms/compiled-types';
import { validate, type SchemaViolation } from './check-schema';

type Validator = ValidatorType<FormData, RJSFSchema>;

/**
 * An RJSF error with the path as a list: RJSF's dotted `property` cannot hold ids with dots ("q.1", which the
 * questionnaire schema allows), so the error tree and the focus use `segments`.
 */
export type SegmentedError = RJSFValidationError & { segments: string[] };

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** Pure. The path of an error as a list; the error's `segments` when it kept them, else RJSF's dotted path. */
export function errorSegments(error: RJSFValidationError): string[] {
  const { segments } = error as Partial<SegmentedError>;
  return segments ?? (error.property ?? '').split(/[.[\]]+/).filter(Boolean);
}

/** An ajv error in RJSF's shape, as @rjsf/validator-ajv8 converts it (a required property joins the path). */
function toRjsfError(violation: SchemaViolation): SegmentedError {
  const { keyword, instancePath, params, message, schemaPath } = violation;
  const segments = instancePath.split('/').slice(1).map(unescapePointer);
  let property = instancePath.replace(/\//g, '.');
  if (typeof params.missingProperty === 'string') {
    property = property ? `${property}.${params.missingProperty}` : params.missingProperty;
    segments.push(params.missingProperty);
  }
  const stack = `${property} ${message}`.trim();
  return { name: keyword, property, message, params, stack, schemaPath, segments };
}

function errorTree(errors: RJSFValidationError[]) {
  const builder = new ErrorSchemaBuilder<FormData>();
  for (const error of errors) if (error.message) builder.addErrors(error.message, errorSegments(error));
  return builder.ErrorSchema;
}

/**
 * RJSF's validator for compiled questionnaires without code generation. @rjsf/validator-ajv8 compiles every schema
 * to a function with `new Function`, which the app's Content-Security-Policy (script-src 'self') forbids; this
 * interprets the JSON Schema subset compile() emits instead, and the tests hold it to ajv's verdicts.
 */
export const schemaValidator: Validator = {
  validateFormData(
    formData: FormData | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormData>,
    transformErrors?: ErrorTransformer<FormData>,
    uiSchema?: UiSchema<FormData>,
  ): ValidationData<FormData> {
    let errors: RJSFValidationError[] = validate(schema as JsonSchema, formData).map(toRjsfError);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = errorTree(errors);
    if (!customValidate) return { errors, errorSchema };
    const data = getDefaultFormState<FormData>(schemaValidator, schema, formData, schema, true) as FormData;
    const handler = customValidate(data, createErrorHandler<FormData>(data), uiSchema);
    return validationDataMerge<FormData>({ errors, errorSchema }, unwrapErrorHandler<FormData>(handler));
  },
  isValid(schema: RJSFSchema, formData: FormData | undefined): boolean {
    return validate(schema as JsonSchema, formData).length === 0;
  },
  rawValidation<Result = SchemaViolation>(schema: RJSFSchema, formData?: FormData) {
    return { errors: validate(schema as JsonSchema, formData) as Result[] };
  },
};
