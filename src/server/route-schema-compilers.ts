import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';

type Validator = ((data: unknown, context?: object) => boolean) & {
  errors?: ValidateFunction['errors'];
  schemaEnv?: object;
};
type Serializer = (data: unknown) => string;

/**
 * Fastify's validator and serializer compilers, made lazy: a route's schema is compiled (ajv, or
 * fast-json-stringify for responses) when the route first needs it, not at start. Compiling all of them
 * eagerly was about a third of the cold start (~150 routes). `compileAll` compiles every one at once, so
 * a test still finds a broken schema without calling its route.
 *
 * Bodies are checked strictly (a number is not a string); path and query values are text and get coerced.
 */
export function routeSchemaCompilers() {
  const options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false } as const;
  let body: Ajv | undefined;
  let other: Ajv | undefined;
  const ajvFor = (httpPart: string | undefined) =>
    httpPart === 'body'
      ? (body ??= addFormats(new Ajv({ ...options, coerceTypes: false })))
      : (other ??= addFormats(new Ajv({ ...options, coerceTypes: 'array' })));
  const pending = new Set<() => unknown>();

  const validatorCompiler = ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    let compiled: ValidateFunction | undefined;
    const compile = () => (compiled ??= ajvFor(httpPart).compile(schema));
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
