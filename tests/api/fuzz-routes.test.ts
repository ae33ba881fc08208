import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAdminHeaders } from './helpers/demo-data';
import { useTestApp } from './helpers/use-test-app';

/**
 * Every route of the OpenAPI document, every parameter and body field, gets generated bad
 * input, as the demo organization's full administrator and anonymously. No answer may be a 5xx; a 4xx is a
 * problem object; an input that was refused changed nothing in the database.
 */
const { t } = useTestApp();
beforeAll(async () => {
  // the talk-date job acts on talk dates that have passed (the seed's, the walker's own) on its own schedule;
  // a change it makes while a route is walked would be counted against that route
  await t.processes.stop();
});

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Case = { what: string; path: Record<string, string>; query: Record<string, string>; body?: Body };
type Body = { json: unknown } | { raw: string; contentType: string };

const SEED = 1414;
const RUNS = 4;
const sample = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed: SEED, numRuns: RUNS });

const PATTERN_CANDIDATES = ['demo', 'a', '1', 'abcdefghijklmnopqrstuvwxyz012345', 'de-DE', 'x@demo.example'];
const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2026-01-15T10:00:00.000Z',
  date: '2026-01-15',
  email: 'walker@demo.example',
  uri: 'https://demo.example/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

const typeOf = (schema: Schema) =>
  (Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type) ??
  (schema.properties ? 'object' : undefined);

/** A value the schema accepts (as far as a small generator can tell), the baseline the bad values vary. */
function validValue(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative) return validValue(alternative.find((s) => typeOf(s) !== 'null') ?? alternative[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => validValue(s) as object));
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = validValue(schema.properties?.[name] ?? {});
      return value;
    }
    case 'string': {
      if (schema.format && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format];
      if (schema.pattern) {
        const re = new RegExp(schema.pattern, 'u');
        const match = PATTERN_CANDIDATES.find((c) => re.test(c));
        if (match) return match;
      }
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'null':
      return null;
    default:
      return 'a';
  }
}

const int32Overflow = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
);
const withNul = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const huge = fc.constantFrom('x'.repeat(100_000), 'ä'.repeat(70_000));

/** Bad values for a JSON body field of this schema (fast-check generated, plus the fixed classes). */
function badJsonValues(schema: Schema): unknown[] {
  const common = [null, 'x\u0000', ...sample(withNul).slice(0, 1)];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return [...sample(int32Overflow).slice(0, 2), 2 ** 31, 1e308, -1, 1.5, '1', [], ...common];
    case 'string':
      return [...sample(withNul), 123, '', ...sample(huge).slice(0, 1), {}, ...common];
    case 'array': {
      const item = schema.items ?? {};
      return [
        [],
        [null],
        ...badJsonValues(item)
          .slice(0, 4)
          .map((v) => [v]),
        'x',
        ...common,
      ];
    }
    case 'boolean':
      return ['true', 1, ...common];
    default:
      return [1e308, 'x', [], ...common];
  }
}

/** Bad values for a path or query parameter (text on the wire). */
function badTextValues(schema: Schema): string[] {
  return [
    '2147483648',
    '-2147483649',
    '1e308',
    '-1',
    '1.5',
    'Infinity',
    ...sample(int32Overflow).slice(0, 1).map(String),
    ...sample(withNul).slice(0, 2),
    'x'.repeat(5000),
    'abc',
    ...(typeOf(schema) === 'string' ? [''] : []),
  ];
}

const GARBAGE_BODIES: Body[] = [
  { raw: '', contentType: 'application/json' },
  { raw: '{', contentType: 'application/json' },
  { raw: '{"a":', contentType: 'application/json' },
  { raw: 'null', contentType: 'application/json' },
  { raw: '[]', contentType: 'application/json' },
  { raw: '"text"', contentType: 'application/json' },
  { raw: '1e999', contentType: 'application/json' },
  { raw: '{"__proto__":{"x":1}}', contentType: 'application/json' },
  { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { raw: 'plain', contentType: 'text/plain' },
  {
    raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
    contentType: 'multipart/form-data; boundary=x',
  },
  { raw: 'garbage', contentType: 'multipart/form-data' },
];

/** Every case of one operation: each parameter and body field bad in turn, the others valid; whole bodies bad. */
function casesOf(operation: Operation): Case[] {
  const params = operation.parameters ?? [];
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of params) {
    if (p.in === 'path') path[p.name] = String(validValue(p.schema));
    if (p.in === 'query' && p.required) query[p.name] = String(validValue(p.schema));
  }
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const validBody = jsonSchema ? validValue(jsonSchema) : undefined;
  const baseBody: Body | undefined = jsonSchema ? { json: validBody } : undefined;
  const cases: Case[] = [];
  for (const p of params) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    for (const value of badTextValues(p.schema)) {
      const where =
        p.in === 'path'
          ? { path: { ...path, [p.name]: value }, query }
          : { path, query: { ...query, [p.name]: value } };
      cases.push({
        what: `${p.in} ${p.name}=${JSON.stringify(value).slice(0, 40)}`,
        ...where,
        body: baseBody,
      });
    }
  }
  if (jsonSchema) {
    const fields = Object.entries(jsonSchema.properties ?? {});
    for (const [name, schema] of fields) {
      for (const value of badJsonValues(schema)) {
        const body = { ...(validBody as object), [name]: value };
        cases.push({
          what: `body.${name}=${JSON.stringify(value)?.slice(0, 40)}`,
          path,
          query,
          body: { json: body },
        });
      }
      // one level deeper: the fields of an object, and of the objects in a list
      const inner = typeOf(schema) === 'array' ? schema.items : schema;
      if (inner && typeOf(inner) === 'object') {
        const validInner = validValue(inner) as object;
        for (const [innerName, innerSchema] of Object.entries(inner.properties ?? {}))
          for (const value of badJsonValues(innerSchema).slice(0, 6)) {
            const nested = { ...validInner, [innerName]: value };
            const body = { ...(validBody as object), [name]: typeOf(schema) === 'array' ? [nested] : nested };
            cases.push({
              what: `body.${name}.${innerName}=${JSON.stringify(value)?.slice(0, 40)}`,
              path,
              query,
              body: { json: body },
            });
          }
      }
    }
  }
  for (const body of GARBAGE_BODIES)
    cases.push({ what: `raw body ${JSON.stringify(body)}`.slice(0, 80), path, query, body });
  return cases;
}

function urlOf(template: string, c: Case) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(c.path[name] ?? 'a'));
  const query = new URLSearchParams(c.query).toString();
  return query ? `${path}?${query}` : path;
}

// Tables written beside the request: the error log records refused requests (its purpose), the mail
// outbox's worker sends and marks queued e-mails on its own schedule, the archive worker renders the demo
// seed's finished processes after the start.
const LOG_TABLES = new Set(['error_log', 'emails', 'process_archives']);

async function checksum(): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.app.db);
  const sums: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    if (LOG_TABLES.has(table_name)) continue;
    const { rows } = await sql<{ sum: string | null }>`
      select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as sum from ${sql.table(table_name)} x`.execute(
      t.app.db,
    );
    sums[table_name] = rows[0].sum ?? '';
  }
  return sums;
}

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((k) => before[k] !== after[k]);

// FUZZ_ONLY=<part of "METHOD /path">: walk only those routes, checking the database after every request
const ONLY = process.env.FUZZ_ONLY;
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

describe('every route of the OpenAPI document, fed generated bad input', () => {
  it('answers no 5xx, a 4xx problem for what it refuses, and changes nothing it refused', async () => {
    const started = Date.now();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const signedIn = await demoAdminHeaders(t);
    const failures: string[] = [];
    let requests = 0;
    let routes = 0;
    for (const [template, methods] of Object.entries(doc.paths)) {
      if (template.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        if (!METHODS.has(method)) continue;
        if (ONLY && !`${method.toUpperCase()} ${template}`.includes(ONLY)) continue;
        routes++;
        const route = `${method.toUpperCase()} ${template}`;
        const cases = casesOf(operation);
        const before = await checksum();
        let last = before;
        let anyAccepted = false;
        for (const [index, c] of cases.entries()) {
          // every case as the administrator; every fourth anonymously as well
          for (const headers of index % 4 === 0 ? [signedIn, { 'x-organization': 'demo' }] : [signedIn]) {
            const body = c.body;
            const payload =
              body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.raw;
            const contentType =
              body === undefined ? undefined : 'json' in body ? 'application/json' : body.contentType;
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url: urlOf(template, c),
              headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
              ...(payload === undefined ? {} : { payload }),
            });
            requests++;
            const who = 'authorization' in headers ? 'admin' : 'anonymous';
            if (res.statusCode >= 500) {
              failures.push(`${route} [${who}] ${c.what} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
            } else if (res.statusCode >= 400) {
              const type = String(res.headers['content-type'] ?? '');
              const problem = type.includes('json')
                ? (res.json() as { statusCode?: number; code?: string; status?: string; schemas?: string[] })
                : {};
              // SCIM answers its own error object (RFC 7644 §3.12)
              const scimError =
                template.startsWith('/scim/') &&
                problem.schemas?.includes('urn:ietf:params:scim:api:messages:2.0:Error') === true &&
                problem.status === String(res.statusCode);
              if (!scimError && (problem.statusCode !== res.statusCode || typeof problem.code !== 'string'))
                failures.push(
                  `${route} [${who}] ${c.what} -> ${res.statusCode} is not a problem: ${res.body.slice(0, 120)}`,
                );
            } else {
              anyAccepted = true;
            }
            if (ONLY) {
              const now = await checksum();
              const changed = changedTables(last, now);
              last = now;
              if (changed.length)
                console.info(`${c.what} [${who}] -> ${res.statusCode} changed ${changed.join(', ')}`);
            }
          }
        }
        const after = await checksum();
        const changed = changedTables(before, after);
        if (!anyAccepted && changed.length > 0)
          failures.push(`${route}: refused input changed ${changed.join(', ')}`);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(`fuzz walker: ${routes} routes, ${requests} requests, ${seconds.toFixed(1)} s`);
    expect(routes).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  }, 900_000);
});
