import type { FastifyRequest } from 'fastify';
import { SCIM_REQUESTS_PER_MINUTE } from '../../../engine/scim';
import { ScimErrorMessage } from '../../../engine/api/scim';
import { bearerToken } from '../../auth/principal';
import { attributeList, selectAttributes } from './attributes';
import type { ScimCaller } from './deps';
import { ScimError, scimBadRequest } from './scim-errors';
import { hashToken } from './token-service';

/** What every route of the SCIM service provider shares: tags, error answers, rate limit, the caller. */

declare module 'fastify' {
  interface FastifyRequest {
    /** the organization's identity system behind a /scim/v2 request (set by its bearer token) */
    scimCaller: ScimCaller | null;
  }
}

export const tags = ['scim'];
export const errors = {
  400: ScimErrorMessage,
  401: ScimErrorMessage,
  404: ScimErrorMessage,
  429: ScimErrorMessage,
};

/** One budget of requests per token (per address without one), so that a runaway sync cannot flood the app. */
export const rateLimitedRoute = {
  rateLimit: {
    max: SCIM_REQUESTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      return token ? `scim-token:${hashToken(token)}` : `scim-ip:${request.ip}`;
    },
  },
};

/** The identity system behind a request (the scope's hook has checked its token). */
export const callerOf = (request: FastifyRequest): ScimCaller => {
  if (!request.scimCaller)
    throw new ScimError(401, undefined, 'A valid provisioning bearer token is required.');
  return request.scimCaller;
};

type Selection = { attributes?: string | string[]; excludedAttributes?: string | string[] };
const listOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.flatMap((v) => attributeList(v)) : attributeList(value);

/** A resource as the request's `attributes` / `excludedAttributes` ask for it. */
export function selected<T extends Record<string, unknown>>(resource: T, selection: Selection): T {
  return selectAttributes(resource, {
    attributes: listOf(selection.attributes),
    excludedAttributes: listOf(selection.excludedAttributes),
  });
}

/** A ListResponse with each resource as the request asks for it. */
export function selectedList<T extends Record<string, unknown>, L extends { Resources: T[] }>(
  list: L,
  selection: Selection,
): L {
  return { ...list, Resources: list.Resources.map((resource) => selected(resource, selection)) };
}

/** Pure. A PATCH body names the PatchOp message schema; a search body the SearchRequest one (else invalidSyntax). */
export function requireMessage(schemas: readonly string[] | undefined, urn: string) {
  if (!schemas?.some((s) => s.toLowerCase() === urn.toLowerCase()))
    throw scimBadRequest('invalidSyntax', `The body must name the schema ${urn}.`);
}
