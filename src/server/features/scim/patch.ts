import { filter as matcher, parse, type Filter } from 'scim2-parse-filter';
import { scimBadRequest } from './scim-errors';

type ScimJson = Record<string, unknown>;

/** One operation of a PATCH request (RFC 7644 §3.5.2). */
export type PatchOperation = { op: string; path?: string; value?: unknown };

/** How the server treats an attribute: kept (and which sub-attributes), ignored, or read-only. */
export type KnownAttribute =
  { kind: 'kept'; subAttributes?: readonly string[] } | { kind: 'ignored' } | { kind: 'readOnly' };

/** What PATCH needs to know of a resource type's schema. */
export type PatchSchema = {
  /** the core schema's URN (a path may carry it) */
  core: string;
  /** the extension schemas' URNs */
  extensions: readonly string[];
  /** what the server knows of an attribute path; undefined: no such attribute (400 invalidPath) */
  known: (extension: string | null, attribute: string, sub: string | null) => KnownAttribute | undefined;
  /** multi-valued attributes the server keeps one value of per type: an added value replaces its type's */
  onePerType: readonly string[];
};

/** A parsed PATCH path: [extension URN:]attribute[[filter]][.sub-attribute]. */
type ParsedPath = {
  extension: string | null;
  attribute: string;
  filter: Filter | null;
  sub: string | null;
  /** an attribute the server reads and ignores */
  ignored: boolean;
};

const PATH = /^([A-Za-z$][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z$][\w$-]*))?$/;

const isObject = (value: unknown): value is ScimJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Pure. Parses a PATCH path; 400 invalidPath when it is none or names no attribute of the schema, invalidFilter
 * when its filter is malformed, mutability when it names a read-only attribute.
 */
export function parsePath(path: string, schema: PatchSchema): ParsedPath {
  let rest = path.trim();
  let extension: string | null = null;
  const lower = rest.toLowerCase();
  for (const urn of [schema.core, ...schema.extensions]) {
    if (lower.startsWith(`${urn.toLowerCase()}:`)) {
      extension = urn === schema.core ? null : urn;
      rest = rest.slice(urn.length + 1);
      break;
    }
  }
  const match = PATH.exec(rest);
  if (!match) throw scimBadRequest('invalidPath', `"${path}" is not an attribute path.`);
  const [, attribute, filterText, sub] = match;
  let filter: Filter | null = null;
  if (filterText !== undefined) {
    try {
      filter = parse(filterText);
    } catch {
      throw scimBadRequest('invalidFilter', `The filter of "${path}" is malformed.`);
    }
  }
  const known = schema.known(extension, attribute, sub ?? null);
  if (!known) throw scimBadRequest('invalidPath', `"${path}" names no attribute of this resource.`);
  if (known.kind === 'readOnly') throw scimBadRequest('mutability', `"${path}" is read-only.`);
  return { extension, attribute, filter, sub: sub ?? null, ignored: known.kind === 'ignored' };
}

/** The key of `object` that names `name` without case, or `name` itself for a new attribute. */
function keyOf(object: ScimJson, name: string): string {
  const wanted = name.toLowerCase();
  return Object.keys(object).find((key) => key.toLowerCase() === wanted) ?? name;
}

/** A copy of a filter with its compared texts in lower case, to match values without case (caseExact false). */
function lowerFilter(f: Filter): Filter {
  switch (f.op) {
    case 'and':
    case 'or':
      return { ...f, filters: f.filters.map(lowerFilter) };
    case 'not':
      return { ...f, filter: lowerFilter(f.filter) };
    case '[]':
      return { ...f, valFilter: lowerFilter(f.valFilter) };
    case 'pr':
      return f;
    default:
      return { ...f, compValue: typeof f.compValue === 'string' ? f.compValue.toLowerCase() : f.compValue };
  }
}
const lowerValues = (entry: ScimJson): ScimJson =>
  Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, typeof v === 'string' ? v.toLowerCase() : v]));
function entryMatcher(f: Filter): (entry: unknown) => boolean {
  const test = matcher(lowerFilter(f));
  return (entry) => isObject(entry) && test(lowerValues(entry));
}

/** The attributes a filter of equalities fixes (`type eq "work"`), to make the entry it asks for; else null. */
function equalities(f: Filter): ScimJson | null {
  if (f.op === 'eq') return { [f.attrPath]: f.compValue };
  if (f.op !== 'and') return null;
  const parts = f.filters.map(equalities);
  return parts.every((p) => p !== null) ? Object.assign({}, ...parts) : null;
}

function merge(target: ScimJson, value: ScimJson): void {
  for (const [k, v] of Object.entries(value)) target[keyOf(target, k)] = v;
}

const typeOf = (entry: unknown) =>
  String((isObject(entry) ? entry[keyOf(entry, 'type')] : undefined) ?? 'work').toLowerCase();
const valueOf = (entry: unknown) => (isObject(entry) ? entry[keyOf(entry, 'value')] : entry);

/** The values of a multi-valued attribute after an add of `added` (RFC 7644 §3.5.2.1). */
function addValues(existing: unknown[], added: unknown[], p: ParsedPath, schema: PatchSchema): unknown[] {
  if (schema.onePerType.includes(p.attribute.toLowerCase())) {
    // the server keeps one value per type: an added one replaces the value of its type (work when untyped)
    const types = new Set(added.map(typeOf));
    return [...existing.filter((entry) => !types.has(typeOf(entry))), ...added];
  }
  // a value that is there already is not added twice
  const have = new Set(existing.map((entry) => String(valueOf(entry))));
  return [...existing, ...added.filter((entry) => !have.has(String(valueOf(entry))))];
}

function applyAt(
  container: ScimJson,
  op: 'add' | 'replace' | 'remove',
  p: ParsedPath,
  value: unknown,
  schema: PatchSchema,
): void {
  const key = keyOf(container, p.attribute);
  const existing = container[key];
  if (p.filter) {
    const matches = entryMatcher(p.filter);
    const entries = Array.isArray(existing) ? existing : [];
    const hits = entries.filter(matches);
    if (op === 'remove') {
      container[key] = p.sub
        ? entries.map((e) => {
            if (!matches(e) || !isObject(e)) return e;
            const copy = { ...e };
            delete copy[keyOf(copy, p.sub as string)];
            return copy;
          })
        : entries.filter((e) => !matches(e));
      return;
    }
    if (hits.length === 0) {
      // add or replace of an entry that is not there yet: make it, when the filter says what it is
      const fixed = equalities(p.filter);
      if (!fixed) throw scimBadRequest('noTarget', `No value of ${p.attribute} matches the filter.`);
      const entry = p.sub ? { ...fixed, [p.sub]: value } : { ...fixed, ...(isObject(value) ? value : {}) };
      container[key] = [...entries, entry];
      return;
    }
    container[key] = entries.map((e) => {
      if (!matches(e) || !isObject(e)) return e;
      const copy = { ...e };
      if (p.sub) copy[keyOf(copy, p.sub)] = value;
      else if (isObject(value)) merge(copy, value);
      else throw scimBadRequest('invalidValue', `The value for ${p.attribute}[...] must be an object.`);
      return copy;
    });
    return;
  }
  if (p.sub) {
    const parent = isObject(existing) ? { ...existing } : {};
    if (op === 'remove') delete parent[keyOf(parent, p.sub)];
    else parent[keyOf(parent, p.sub)] = value;
    container[key] = parent;
    return;
  }
  if (op === 'remove') {
    if (Array.isArray(existing) && value !== undefined) {
      // the values to remove named in the operation's value (as Entra ID removes group members)
      const gone = new Set((Array.isArray(value) ? value : [value]).map((v) => String(valueOf(v))));
      container[key] = existing.filter((entry) => !gone.has(String(valueOf(entry))));
    } else delete container[key];
    return;
  }
  if (op === 'add' && Array.isArray(existing)) {
    container[key] = addValues(existing, Array.isArray(value) ? value : [value], p, schema);
    return;
  }
  if (isObject(existing) && isObject(value)) {
    // a complex attribute: the given sub-attributes replace theirs, the others stay (RFC 7644 §3.5.2.1, .3)
    const copy = { ...existing };
    merge(copy, value);
    container[key] = copy;
    return;
  }
  container[key] = value;
}

function applyPath(
  resource: ScimJson,
  op: 'add' | 'replace' | 'remove',
  path: string,
  value: unknown,
  schema: PatchSchema,
): void {
  const lower = path.trim().toLowerCase();
  const wholeExtension = schema.extensions.find((urn) => urn.toLowerCase() === lower);
  if (wholeExtension) {
    // the whole extension: remove it, or add/replace its attributes one by one
    if (op === 'remove') resource[keyOf(resource, wholeExtension)] = {};
    else if (isObject(value))
      for (const [k, v] of Object.entries(value))
        applyPath(resource, op, `${wholeExtension}:${k}`, v, schema);
    else throw scimBadRequest('invalidValue', `The value for ${wholeExtension} must be an object.`);
    return;
  }
  const parsed = parsePath(path, schema);
  if (parsed.ignored) return;
  let container = resource;
  if (parsed.extension) {
    const key = keyOf(resource, parsed.extension);
    const extension = isObject(resource[key]) ? { ...(resource[key] as ScimJson) } : {};
    resource[key] = extension;
    container = extension;
  }
  applyAt(container, op, parsed, value, schema);
}

/**
 * Pure. Applies PATCH operations (RFC 7644 §3.5.2: add, replace, remove; op names without case) to a copy of
 * a resource and answers the copy. Without a path, the value's attributes are applied one by one, each key read
 * as a path ("name.givenName" and extension URNs included; `schemas`, and an `id` or `meta` equal to the
 * resource's, are skipped). Attributes the schema ignores are left out; unknown ones throw 400 invalidPath.
 * A remove with a value removes those values of a multi-valued attribute. Malformed operations, paths and
 * filters throw 400 with the scimType of §3.12 (invalidSyntax, invalidPath, invalidFilter, noTarget,
 * mutability).
 */
export function applyPatch(
  resource: ScimJson,
  operations: readonly PatchOperation[],
  schema: PatchSchema,
): ScimJson {
  const result = structuredClone(resource);
  for (const operation of operations) {
    const op = operation.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw scimBadRequest(
        'invalidSyntax',
        `"${operation.op}" is no PATCH operation (add, replace, remove).`,
      );
    if (operation.path === undefined || operation.path === '') {
      if (op === 'remove') throw scimBadRequest('noTarget', 'A remove operation needs a path.');
      if (!isObject(operation.value))
        throw scimBadRequest(
          'invalidValue',
          `An ${op} operation without a path needs an object as its value.`,
        );
      for (const [key, value] of Object.entries(operation.value)) {
        // "schemas" in a pathless value names the resource's schemas, and Okta repeats the id: nothing to change
        const lowerKey = key.toLowerCase();
        if (lowerKey === 'schemas') continue;
        if (
          (lowerKey === 'id' || lowerKey === 'meta') &&
          JSON.stringify(value) === JSON.stringify(resource[lowerKey])
        )
          continue;
        applyPath(result, op, key, value, schema);
      }
      continue;
    }
    if (op !== 'remove' && operation.value === undefined)
      throw scimBadRequest('invalidValue', `The ${op} operation on "${operation.path}" has no value.`);
    applyPath(result, op, operation.path, operation.value, schema);
  }
  return result;
}
