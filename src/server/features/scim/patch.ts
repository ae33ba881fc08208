import { filter as matcher, parse, type Filter } from 'scim2-parse-filter';
import type { ScimJson } from './user-mapping';
import { scimBadRequest } from './scim-errors';
import { CORE_USER, USER_EXTENSIONS } from '../../../engine/scim/urns';

/** One operation of a PATCH request (RFC 7644 §3.5.2). */
export type PatchOperation = { op: string; path?: string; value?: unknown };

/** Attributes a PATCH may not touch: the server assigns them (RFC 7643 §3.1, mutability readOnly). */
const READ_ONLY = new Set(['id', 'meta', 'schemas', 'apiupdatelocked']);

/** A parsed PATCH path: [extension URN:]attribute[[filter]][.sub-attribute]. */
type ParsedPath = { extension: string | null; attribute: string; filter: Filter | null; sub: string | null };

const PATH = /^([A-Za-z$][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z$][\w$-]*))?$/;

const isObject = (value: unknown): value is ScimJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Pure. Parses a PATCH path; 400 invalidPath when it is none, invalidFilter when its filter is malformed. */
export function parsePath(path: string): ParsedPath {
  let rest = path.trim();
  let extension: string | null = null;
  const lower = rest.toLowerCase();
  for (const urn of [CORE_USER, ...USER_EXTENSIONS]) {
    if (lower.startsWith(`${urn.toLowerCase()}:`)) {
      extension = urn === CORE_USER ? null : urn;
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
  if (READ_ONLY.has(attribute.toLowerCase()) || (sub && READ_ONLY.has(sub.toLowerCase())))
    throw scimBadRequest('mutability', `"${path}" is read-only.`);
  return { extension, attribute, filter, sub: sub ?? null };
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

function applyAt(container: ScimJson, op: 'add' | 'replace' | 'remove', p: ParsedPath, value: unknown): void {
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
    delete container[key];
    return;
  }
  if (op === 'add' && Array.isArray(existing)) {
    container[key] = [...existing, ...(Array.isArray(value) ? value : [value])];
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

function applyPath(resource: ScimJson, op: 'add' | 'replace' | 'remove', path: string, value: unknown): void {
  const lower = path.trim().toLowerCase();
  const wholeExtension = USER_EXTENSIONS.find((urn) => urn.toLowerCase() === lower);
  if (wholeExtension) {
    // the whole extension: remove it, or add/replace its attributes one by one
    if (op === 'remove') resource[keyOf(resource, wholeExtension)] = {};
    else if (isObject(value))
      for (const [k, v] of Object.entries(value)) applyPath(resource, op, `${wholeExtension}:${k}`, v);
    else throw scimBadRequest('invalidValue', `The value for ${wholeExtension} must be an object.`);
    return;
  }
  const parsed = parsePath(path);
  let container = resource;
  if (parsed.extension) {
    const key = keyOf(resource, parsed.extension);
    const extension = isObject(resource[key]) ? { ...(resource[key] as ScimJson) } : {};
    resource[key] = extension;
    container = extension;
  }
  applyAt(container, op, parsed, value);
}

/**
 * Pure. Applies PATCH operations (RFC 7644 §3.5.2: add, replace, remove; op names without case) to a copy of
 * a User resource and answers the copy. Without a path, the value's attributes are applied one by one, each
 * key read as a path ("name.givenName" and extension URNs included). Malformed operations, paths and filters
 * throw 400 with the scimType of §3.12 (invalidSyntax, invalidPath, invalidFilter, noTarget, mutability).
 */
export function applyPatch(resource: ScimJson, operations: readonly PatchOperation[]): ScimJson {
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
        // "schemas" in a pathless value names the resource's schemas, nothing to change
        if (key.toLowerCase() === 'schemas') continue;
        applyPath(result, op, key, value);
      }
      continue;
    }
    if (op !== 'remove' && operation.value === undefined)
      throw scimBadRequest('invalidValue', `The ${op} operation on "${operation.path}" has no value.`);
    applyPath(result, op, operation.path, operation.value);
  }
  return result;
}
