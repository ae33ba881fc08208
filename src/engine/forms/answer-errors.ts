import type { ErrorObject } from 'ajv';

/** Errors of one saved answer (validateAnswer); `messageKey` is `forms.errors.<code>` (see message-keys.md). */
export type AnswerErrorCode =
  | 'invalidAnswer'
  | 'unknownElement'
  | 'wrongKind'
  | 'unknownItem'
  | 'itemRequired'
  | 'commentNotAllowed'
  | 'hidden'
  | 'wrongType'
  | 'outOfRange'
  | 'badDate'
  | 'tooLong'
  | 'unknownField'
  | 'missingField'
  | 'invalid';
export type AnswerError = { field: string; code: AnswerErrorCode; messageKey: string };
export type AnswerValidation = { ok: true } | { ok: false; errors: AnswerError[] };

/** Pure. A failed validation from (field, code) pairs. */
export const fail = (...errors: [string, AnswerErrorCode][]): AnswerValidation => ({
  ok: false,
  errors: errors.map(([field, code]) => ({ field, code, messageKey: `forms.errors.${code}` })),
});

/** Pure. The errors of a validation, none when it passed. */
export const errorsOf = (result: AnswerValidation): AnswerError[] => (result.ok ? [] : result.errors);

const KEYWORD_CODES: Record<string, AnswerErrorCode> = {
  type: 'wrongType',
  minimum: 'outOfRange',
  maximum: 'outOfRange',
  enum: 'outOfRange',
  format: 'badDate',
  maxLength: 'tooLong',
  maxItems: 'tooLong',
  additionalProperties: 'unknownField',
  required: 'missingField',
};

/** Pure. ajv errors of a leaf as answer errors; `field` prefixes the path inside the leaf (`cells/dueDate`). */
export function schemaErrors(errors: ErrorObject[] | null | undefined, field: string): AnswerValidation {
  const list = (errors ?? []).map((error): [string, AnswerErrorCode] => {
    const extra = error.params as { additionalProperty?: string; missingProperty?: string };
    const child = extra.additionalProperty ?? extra.missingProperty;
    const path = [field, error.instancePath.slice(1), child].filter((part) => part).join('/');
    return [path || field, KEYWORD_CODES[error.keyword] ?? 'invalid'];
  });
  return fail(...list);
}
