import questionnaireSchema from '../../../../schemas/questionnaire.schema.json';
import type { SchemaError } from '../validate-questionnaire';

/*
 * The builder runs in the browser under a Content-Security-Policy without 'unsafe-eval', where ajv (which
 * generates code) cannot run. This interprets the keywords schemas/questionnaire.schema.json uses, so the client
 * checks an imported or edited questionnaire against the same schema as the server; a test holds it to ajv.
 */

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: Schema[];
  definitions?: Record<string, Schema>;
};

const root = questionnaireSchema as Schema;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const TYPES: Record<string, (v: unknown) => boolean> = {
  object: isObject,
  array: Array.isArray,
  string: (v) => typeof v === 'string',
  integer: (v) => typeof v === 'number' && Number.isInteger(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
};
const pointer = (base: string, key: string | number) =>
  `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/definitions/', '');
  const target = root.definitions?.[name];
  if (!target) throw new Error(`Unknown $ref ${schema.$ref}`);
  return target;
}

function check(given: Schema, data: unknown, path: string, out: SchemaError[]): void {
  const schema = resolve(given);
  const fail = (message: string, at = path) => out.push({ path: at, message });
  if (schema.anyOf) {
    if (!schema.anyOf.some((option) => valid(option, data))) fail('must match a schema in anyOf');
    return;
  }
  if (schema.type && !TYPES[schema.type](data)) {
    fail(`must be ${schema.type}`);
    return;
  }
  if (schema.enum && !schema.enum.includes(data)) fail('must be equal to one of the allowed values');
  if (isObject(data)) {
    for (const key of schema.required ?? [])
      if (!(key in data)) fail(`must have required property '${key}'`, pointer(path, key));
    const properties = schema.properties ?? {};
    for (const [key, value] of Object.entries(data)) {
      if (key in properties) check(properties[key], value, pointer(path, key), out);
      else if (schema.additionalProperties === false)
        fail('must NOT have additional properties', pointer(path, key));
    }
  }
  if (Array.isArray(data)) {
    if (schema.maxItems !== undefined && data.length > schema.maxItems)
      fail(`must NOT have more than ${schema.maxItems} items`);
    if (schema.items) data.forEach((item, i) => check(schema.items!, item, pointer(path, i), out));
  }
  if (typeof data === 'string') {
    const length = [...data].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      fail(`must NOT have fewer than ${schema.minLength} characters`);
    if (schema.maxLength !== undefined && length > schema.maxLength)
      fail(`must NOT have more than ${schema.maxLength} characters`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(data))
      fail(`must match pattern "${schema.pattern}"`);
  }
  if (typeof data === 'number') {
    if (schema.minimum !== undefined && data < schema.minimum) fail(`must be >= ${schema.minimum}`);
    if (schema.maximum !== undefined && data > schema.maximum) fail(`must be <= ${schema.maximum}`);
  }
}

function valid(schema: Schema, data: unknown): boolean {
  const out: SchemaError[] = [];
  check(schema, data, '', out);
  return out.length === 0;
}

/**
 * Pure. The violations of `input` against schemas/questionnaire.schema.json, each with a JSON pointer; [] when
 * it has the questionnaire's shape. Same verdict as `validateQuestionnaire`, without generating code.
 */
export function questionnaireShapeErrors(input: unknown): SchemaError[] {
  const out: SchemaError[] = [];
  check(root, input, '', out);
  return out;
}
