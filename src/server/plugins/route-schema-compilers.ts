import Ajv, { type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every route schema now (they compile lazily on first use); throws on a broken one. */
    compileRouteSchemas: () => void;
  }
}

type Validator = ((data: unknown, context?: object) => boolean) & {
  errors?: ValidateFunction['errors'];
  schemaEnv?: object;
};
type Serializer = (data: unknown) => string;

/** The range of PostgreSQL's `integer`: an integer of a request that names no bounds of its own gets these. */
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

type SchemaNode = Record<string, unknown>;
// values that are data, not schemas: never walked into
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

const hasType = (node: SchemaNode, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/**
 * Pure. A copy of a request schema with the bounds every route gets once, here rather than per route (SPEC §7):
 * every string refuses NUL (PostgreSQL cannot store it in text), every integer without bounds of its
 * own stays within PostgreSQL's 32-bit `integer`, every number is finite (a query's "Infinity" is coerced to a
 * number that passes ajv's maximum).
 */
function boundedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundedSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const node: SchemaNode = {};
  for (const [key, value] of Object.entries(schema as SchemaNode))
    node[key] = DATA_KEYWORDS.has(key) ? value : boundedSchema(value);
  if (hasType(node, 'string')) node.noNul = true;
  if (hasType(node, 'integer') || hasType(node, 'number')) node.finite = true;
  if (hasType(node, 'integer')) {
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = INT32_MAX;
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = INT32_MIN;
  }
  return node;
}

/** A keyword whose boolean schema switches a check of the data; fails with the message. */
function checkKeyword(
  keyword: string,
  message: string,
  ok: (data: unknown) => boolean,
): SchemaValidateFunction {
  const validate: SchemaValidateFunction = (enabled: boolean, data: unknown) => {
    const valid = !enabled || ok(data);
    validate.errors = valid ? undefined : [{ keyword, message, params: {} }];
    return valid;
  };
  return validate;
}

/** The keywords boundedSchema adds: `noNul` (a NUL character makes a string invalid) and `finite`. */
function addBoundKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: 'noNul',
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate: checkKeyword(
      'noNul',
      'must not contain a NUL character',
      (data) => !String(data).includes('\u0000'),
    ),
  });
  // no `type`: ajv guards the keywords of numbers with isFinite, so a keyword of type number would never see
  // the Infinity that its coercion of "Infinity" makes
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    errors: true,
    validate: checkKeyword(
      'finite',
      'must be a finite number',
      (data) => typeof data !== 'number' || Number.isFinite(data),
    ),
  });
  return ajv;
}

/**
 * Fastify's validator and serializer compilers, made lazy: a route's schema is compiled (ajv, or
 * fast-json-stringify for responses) when the route first needs it, not at start. Compiling all of them
 * eagerly costs about a third of the cold start (~150 routes). `compileAll` compiles every one at once, so
 * a test still finds a broken schema without calling its route.
 *
 * Bodies are checked strictly (a number is not a string); path and query values are text and get coerced.
 * Every request schema is compiled with the shared bounds of boundedSchema.
 */
export function routeSchemaCompilers() {
  // strictNumbers: NaN and Infinity (JSON's 1e999) are not numbers
  const options = {
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
    strictNumbers: true,
  } as const;
  let body: Ajv | undefined;
  let other: Ajv | undefined;
  const ajvFor = (httpPart: string | undefined) =>
    httpPart === 'body'
      ? (body ??= addBoundKeywords(addFormats(new Ajv({ ...options, coerceTypes: false }))))
      : (other ??= addBoundKeywords(addFormats(new Ajv({ ...options, coerceTypes: 'array' }))));
  const pending = new Set<() => unknown>();

  const validatorCompiler = ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    let compiled: ValidateFunction | undefined;
    const compile = () => (compiled ??= ajvFor(httpPart).compile(boundedSchema(schema) as object));
    pending.add(compile);
    const validate: Validator = (data, context) => {
      const fn = compile();
      const valid = fn(data, context as Parameters<ValidateFunction>[1]);
      validate.errors = fn.errors;
      return valid;
    };
    // Fastify passes the request as parent data only to functions that look like ajv's (schemaEnv), which
    // lets ajv coerce and default a whole request part.
    validate.schemaEnv = {};
    return validate;
  };

  const serializerCompiler = ({ schema }: { schema: object }): Serializer => {
    let compiled: Serializer | undefined;
    const compile = () => (compiled ??= fastJsonStringify(schema) as Serializer);
    pending.add(compile);
    return (data) => compile()(data);
  };

  return {
    validatorCompiler,
    serializerCompiler,
    compileAll: () => {
      for (const compile of pending) compile();
    },
  };
}

/** The app's validator and serializer compilers (bounded, compiled lazily), and app.compileRouteSchemas. */
export function registerRouteSchemaCompilers(app: FastifyInstance): void {
  const compilers = routeSchemaCompilers();
  app.setValidatorCompiler(compilers.validatorCompiler);
  app.setSerializerCompiler(compilers.serializerCompiler);
  app.decorate('compileRouteSchemas', compilers.compileAll);
}
