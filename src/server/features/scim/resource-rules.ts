import { scimBadRequest } from './scim-errors';

/** Rules every SCIM resource type follows. Pure. */

const SCIM_ID = /^[1-9]\d{0,9}$/;

/** Pure. A SCIM id as a row id; null when it cannot name one (a 404 for the caller). */
export function rowIdOf(id: string): number | null {
  if (!SCIM_ID.test(id)) return null;
  const n = Number(id);
  return n <= 2147483647 ? n : null;
}

/**
 * Pure. A resource body names its schemas (RFC 7643 §3): the core schema of its type, and no schema this server
 * does not know for that type; otherwise 400 invalidSyntax.
 */
export function requireSchemas(
  body: Record<string, unknown>,
  schemas: { core: string; allowed: readonly string[] },
) {
  const named = body.schemas;
  if (!Array.isArray(named) || named.length === 0)
    throw scimBadRequest('invalidSyntax', `The body must name its schemas, among them ${schemas.core}.`);
  const allowed = new Set(schemas.allowed.map((urn) => urn.toLowerCase()));
  const unknown = named.filter((urn) => typeof urn !== 'string' || !allowed.has(urn.toLowerCase()));
  if (unknown.length > 0)
    throw scimBadRequest(
      'invalidSyntax',
      `This resource does not take the schema ${unknown.map(String).join(', ')}; it takes ${schemas.allowed.join(', ')}.`,
    );
  if (!named.some((urn) => typeof urn === 'string' && urn.toLowerCase() === schemas.core.toLowerCase()))
    throw scimBadRequest('invalidSyntax', `The body must name the schema ${schemas.core}.`);
}
