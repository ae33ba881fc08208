import type { JsonSchema } from '../../../engine/forms/compiled-types';

/** One violation, shaped like ajv's ErrorObject where RJSF reads it. */
export type SchemaViolation = {
  keyword: string;
  /** JSON pointer of the value, e.g. `/q1/comment` */
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
};

type Json = unknown;
type Report = (violation: SchemaViolation) => void;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TYPE_CHECKS: Record<NonNullable<JsonSchema['type']>, (value: Json) => boolean> = {
  object: isObject,
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  integer: (value) => typeof value === 'number' && Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** ajv-formats' `date` (full mode): YYYY-MM-DD with a day that exists in that month. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d\d\d\d)-(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS[month - 1]);
}

function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => deepEqual(a[key], b[key]));
  }
  return false;
}

const patterns = new Map<string, RegExp>();
function regExp(pattern: string): RegExp {
  let compiled = patterns.get(pattern);
  if (!compiled) {
    // ajv 8 compiles patterns with the unicode flag
    compiled = new RegExp(pattern, 'u');
    patterns.set(pattern, compiled);
  }
  return compiled;
}

// ajv counts characters as code points, not UTF-16 units
const length = (text: string) => [...text].length;

const pointer = (base: string, key: string | number) =>
  `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function checkTyped(schema: JsonSchema, data: Json, path: string, at: string, report: Report) {
  const fail = (keyword: string, params: Record<string, unknown>, message: string) =>
    report({ keyword, instancePath: path, schemaPath: `${at}/${keyword}`, params, message });
  if (isObject(data)) {
    for (const key of schema.required ?? [])
      if (data[key] === undefined)
        fail('required', { missingProperty: key }, `must have required property '${key}'`);
    const properties = schema.properties ?? {};
    const { additionalProperties: extra, propertyNames } = schema;
    for (const key of Object.keys(data)) {
      if (data[key] === undefined) continue;
      if (propertyNames) {
        const inner: SchemaViolation[] = [];
        check(propertyNames, key, path, `${at}/propertyNames`, (violation) => inner.push(violation));
        inner.forEach(report);
        if (inner.length > 0) fail('propertyNames', { propertyName: key }, 'property name must be valid');
      }
      if (key in properties) continue;
      if (extra === false)
        fail('additionalProperties', { additionalProperty: key }, 'must NOT have additional properties');
      else if (typeof extra === 'object')
        check(extra, data[key], pointer(path, key), `${at}/additionalProperties`, report);
    }
    for (const [key, child] of Object.entries(properties))
      if (data[key] !== undefined)
        check(child, data[key], pointer(path, key), `${at}/properties/${key}`, report);
  }
  if (Array.isArray(data)) {
    if (schema.minItems !== undefined && data.length < schema.minItems)
      fail('minItems', { limit: schema.minItems }, `must NOT have fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && data.length > schema.maxItems)
      fail('maxItems', { limit: schema.maxItems }, `must NOT have more than ${schema.maxItems} items`);
    if (schema.items)
      data.forEach((item, i) => check(schema.items!, item, pointer(path, i), `${at}/items`, report));
  }
  if (typeof data === 'string') {
    if (schema.maxLength !== undefined && length(data) > schema.maxLength)
      fail(
        'maxLength',
        { limit: schema.maxLength },
        `must NOT have more than ${schema.maxLength} characters`,
      );
    if (schema.minLength !== undefined && length(data) < schema.minLength)
      fail(
        'minLength',
        { limit: schema.minLength },
        `must NOT have fewer than ${schema.minLength} characters`,
      );
    if (schema.pattern !== undefined && !regExp(schema.pattern).test(data))
      fail('pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`);
    if (schema.format === 'date' && !isIsoDate(data))
      fail('format', { format: 'date' }, 'must match format "date"');
  }
  if (typeof data === 'number') {
    const bound = (
      keyword: string,
      limit: number | undefined,
      ok: (limit: number) => boolean,
      op: string,
    ) => {
      if (limit !== undefined && !ok(limit))
        fail(keyword, { comparison: op, limit }, `must be ${op} ${limit}`);
    };
    bound('maximum', schema.maximum, (limit) => data <= limit, '<=');
    bound('minimum', schema.minimum, (limit) => data >= limit, '>=');
    bound('exclusiveMaximum', schema.exclusiveMaximum, (limit) => data < limit, '<');
    bound('exclusiveMinimum', schema.exclusiveMinimum, (limit) => data > limit, '>');
  }
}

/**
 * Pure. Checks `data` against the JSON Schema subset compile() emits (see compiled-types.ts), reporting like ajv
 * with allErrors: each keyword applies to values of its own type; properties whose value is undefined count as
 * missing. No code generation, so it runs under a CSP without 'unsafe-eval'.
 */
export function check(schema: JsonSchema, data: Json, path: string, at: string, report: Report): void {
  const fail = (keyword: string, params: Record<string, unknown>, message: string) =>
    report({ keyword, instancePath: path, schemaPath: `${at}/${keyword}`, params, message });
  if (schema.type !== undefined && !TYPE_CHECKS[schema.type](data))
    fail('type', { type: schema.type }, `must be ${schema.type}`);
  // like ajv, the keywords of the value's actual type still apply (2.5 against an integer 0..1 fails twice)
  checkTyped(schema, data, path, at, report);
  if ('const' in schema && !deepEqual(data, schema.const))
    fail('const', { allowedValue: schema.const }, 'must be equal to constant');
  if (schema.enum && !schema.enum.some((option) => deepEqual(data, option)))
    fail('enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values');
  if (schema.not && isValid(schema.not, data)) fail('not', {}, 'must NOT be valid');
  schema.allOf?.forEach((part, i) => check(part, data, path, `${at}/allOf/${i}`, report));
  if (schema.if && schema.then && isValid(schema.if, data)) {
    const inner: SchemaViolation[] = [];
    check(schema.then, data, path, `${at}/then`, (violation) => inner.push(violation));
    inner.forEach(report);
    if (inner.length > 0) fail('if', { failingKeyword: 'then' }, 'must match "then" schema');
  }
}

/** Pure. True when `data` satisfies `schema`. */
export function isValid(schema: JsonSchema, data: Json): boolean {
  return validate(schema, data).length === 0;
}

/** Pure. All violations of `data` against `schema`, in ajv's order of keywords (close enough for messages). */
export function validate(schema: JsonSchema, data: Json): SchemaViolation[] {
  const found: SchemaViolation[] = [];
  check(schema, data, '', '#', (violation) => found.push(violation));
  return found;
}
