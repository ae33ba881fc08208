import type { ValidateFunction } from 'ajv';
import type Ajv from 'ajv';
import { DEFAULT_LANGUAGE } from '../constants';
import { createAjv } from './ajv-instance';
import { compileChecked } from './compile';
import type { JsonSchema } from './compiled-types';
import type { Questionnaire } from './questionnaire-types';

/** The compiled element schemas of one questionnaire and the ajv validators made from their leaves so far. */
export type AnswerValidators = {
  elementSchema: (elementId: string) => JsonSchema | undefined;
  /** a validator for a leaf schema, compiled once per (element, leaf) key */
  validator: (key: string, schema: JsonSchema) => ValidateFunction;
};

const byObject = new WeakMap<Questionnaire, AnswerValidators>();
const byVersion = new Map<string, AnswerValidators>();
const MAX_VERSIONS = 100;

function build(q: Questionnaire): AnswerValidators {
  // Titles do not affect validation, so one locale serves all.
  const { elementSchemas } = compileChecked(q, DEFAULT_LANGUAGE);
  let ajv: Ajv | undefined;
  const validators = new Map<string, ValidateFunction>();
  return {
    elementSchema: (elementId) => elementSchemas.get(elementId),
    validator: (key, schema) => {
      let validate = validators.get(key);
      if (!validate) {
        ajv ??= createAjv();
        validate = ajv.compile(schema);
        validators.set(key, validate);
      }
      return validate;
    },
  };
}

/**
 * Pure apart from caching (the cache never changes results). The answer validators of a questionnaire, built from
 * the same compiled schema as the form. Cached per object, and for published versions (`isDraft` false, `version`
 * set) per correlationId + version too, because the server loads a fresh object per request and a published
 * version never changes. The questionnaire must pass checkQuestionnaire.
 */
export function answerValidators(q: Questionnaire): AnswerValidators {
  const cached = byObject.get(q);
  if (cached) return cached;
  const versionKey = !q.isDraft && q.version !== undefined ? `${q.correlationId}@${q.version}` : undefined;
  let validators = versionKey === undefined ? undefined : byVersion.get(versionKey);
  if (!validators) {
    validators = build(q);
    if (versionKey !== undefined) {
      if (byVersion.size >= MAX_VERSIONS) byVersion.delete(byVersion.keys().next().value!);
      byVersion.set(versionKey, validators);
    }
  }
  byObject.set(q, validators);
  return validators;
}
