import { CORE_GROUP, CORE_USER } from '../../../engine/scim/urns';

/**
 * `attributes` and `excludedAttributes` (RFC 7644 §3.4.2.5, §3.9): which attributes of a resource an answer
 * carries. Pure.
 */

type Json = Record<string, unknown>;
/** An attribute path: the extension object it is in (its key), the attribute, and a sub-attribute. */
type AttributePath = { extension: string | null; attribute: string; sub: string | null };

/** What a request asks to be returned; both empty: everything. */
export type AttributeSelection = { attributes: string[]; excludedAttributes: string[] };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key of `object` that names `name` without case (RFC 7643 §2.1), if any. */
const keyOf = (object: Json, name: string) =>
  Object.keys(object).find((key) => key.toLowerCase() === name.toLowerCase());

/** Pure. A comma-separated list of a query parameter as its paths (blank entries dropped). */
export function attributeList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Reads a path against a resource: which of its extension keys it starts with, else the core schema. */
function parse(resource: Json, path: string): AttributePath | null {
  let rest = path;
  let extension: string | null = null;
  const lower = path.toLowerCase();
  for (const core of [CORE_USER, CORE_GROUP])
    if (lower.startsWith(`${core.toLowerCase()}:`)) rest = path.slice(core.length + 1);
  if (rest === path && lower.startsWith('urn:')) {
    const urn = Object.keys(resource)
      .filter((key) => key.toLowerCase().startsWith('urn:'))
      .sort((a, b) => b.length - a.length)
      .find((key) => lower === key.toLowerCase() || lower.startsWith(`${key.toLowerCase()}:`));
    if (!urn) return null;
    if (lower === urn.toLowerCase()) return { extension: null, attribute: urn, sub: null };
    extension = urn;
    rest = path.slice(urn.length + 1);
  }
  const [attribute, sub = null] = rest.split('.', 2);
  return attribute ? { extension, attribute, sub } : null;
}

/** Copies `path` of `from` into `into` (merging with what an earlier path copied). */
function copy(from: Json, into: Json, path: AttributePath): void {
  let source = from;
  let target = into;
  if (path.extension) {
    const key = keyOf(from, path.extension);
    if (!key || !isObject(from[key])) return;
    source = from[key];
    target = isObject(into[key]) ? into[key] : (into[key] = {});
  }
  const key = keyOf(source, path.attribute);
  if (!key) return;
  const value = source[key];
  if (path.sub === null) {
    target[key] = structuredClone(value);
    return;
  }
  const sub = path.sub;
  if (Array.isArray(value)) {
    const existing = Array.isArray(target[key]) ? (target[key] as unknown[]) : [];
    target[key] = value.map((entry, i) => {
      const picked: Json = isObject(existing[i]) ? existing[i] : {};
      const subKey = isObject(entry) ? keyOf(entry, sub) : undefined;
      if (subKey && isObject(entry)) picked[subKey] = structuredClone(entry[subKey]);
      return picked;
    });
  } else if (isObject(value)) {
    const subKey = keyOf(value, sub);
    if (!subKey) return;
    const picked = isObject(target[key]) ? target[key] : (target[key] = {});
    picked[subKey] = structuredClone(value[subKey]);
  }
}

/** Removes `path` from `resource` (a copy). */
function remove(resource: Json, path: AttributePath): void {
  let container = resource;
  if (path.extension) {
    const key = keyOf(resource, path.extension);
    if (!key || !isObject(resource[key])) return;
    container = resource[key];
  }
  const key = keyOf(container, path.attribute);
  if (!key) return;
  if (path.sub === null) {
    delete container[key];
    return;
  }
  const sub = path.sub;
  const value = container[key];
  for (const entry of Array.isArray(value) ? value : [value]) {
    const subKey = isObject(entry) ? keyOf(entry, sub) : undefined;
    if (subKey && isObject(entry)) delete entry[subKey];
  }
}

/** Attributes every answer carries whatever the request asks (returned "always"). */
const ALWAYS = ['schemas', 'id'];

/**
 * Pure. The resource as the request asks for it: with `attributes`, only those (and `schemas`, `id`); then
 * without the `excludedAttributes` (never `schemas` or `id`). Paths may name sub-attributes (`name.givenName`,
 * `emails.value`) and carry a schema URN (`urn:…:enterprise:2.0:User:department`, or the extension whole);
 * names compare without case, and paths naming nothing the resource has are ignored.
 */
export function selectAttributes<T extends Json>(resource: T, selection: AttributeSelection): T {
  let result: Json = resource;
  if (selection.attributes.length > 0) {
    result = {};
    for (const name of ALWAYS) if (name in resource) result[name] = resource[name];
    for (const text of selection.attributes) {
      const path = parse(resource, text);
      if (path) copy(resource, result, path);
    }
  }
  if (selection.excludedAttributes.length > 0) {
    result = structuredClone(result);
    for (const text of selection.excludedAttributes) {
      const path = parse(result, text);
      if (path && !(path.extension === null && ALWAYS.includes(path.attribute.toLowerCase())))
        remove(result, path);
    }
  }
  return result as T;
}
