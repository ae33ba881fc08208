import type { TSchema } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { NoContent } from '../../../engine/api/common';
import {
  ScimAttributesQuery,
  ScimErrorMessage,
  ScimIdParams,
  ScimListQuery,
  ScimPatchBody,
  ScimSearchBody,
} from '../../../engine/api/scim';
import { PATCH_OP, SEARCH_REQUEST } from '../../../engine/scim/urns';
import type { ScimCaller, ScimServices } from './deps';
import type { PatchOperation } from './patch';
import {
  callerOf,
  errors,
  rateLimitedRoute as config,
  requireMessage,
  selected,
  selectedList,
  tags,
} from './route-options';
import type { ScimJson } from './user-mapping';

const conflicts = { 409: ScimErrorMessage };

type Resource = Record<string, unknown> & { meta: { location: string } };
type ListQuery = { filter?: string; startIndex?: number; count?: number };

/** What the service of one SCIM resource type does for its routes. */
export type ScimResourceService<R extends Resource> = {
  list: (
    services: ScimServices,
    caller: ScimCaller,
    query: ListQuery,
  ) => Promise<Record<string, unknown> & { Resources: R[] }>;
  get: (services: ScimServices, caller: ScimCaller, id: string) => Promise<R>;
  create: (services: ScimServices, caller: ScimCaller, body: ScimJson) => Promise<R>;
  replace: (services: ScimServices, caller: ScimCaller, id: string, body: ScimJson) => Promise<R>;
  patch: (
    services: ScimServices,
    caller: ScimCaller,
    id: string,
    operations: readonly PatchOperation[],
  ) => Promise<R>;
  remove: (services: ScimServices, caller: ScimCaller, id: string) => Promise<void>;
};

/** One SCIM resource type's routes: its path, schemas, the summary of each route and its service. */
export type ScimResourceRoutes<R extends Resource> = {
  path: string;
  schemas: { answer: TSchema; list: TSchema; body: TSchema };
  summaries: Record<keyof ScimResourceService<R> | 'search', string>;
  service: ScimResourceService<R>;
};

/**
 * The routes of one SCIM resource type (RFC 7644 §3) at `path`: list, search, get, create, replace, patch,
 * delete, each with the SCIM tags, error answers and rate limit; `attributes` / `excludedAttributes` select
 * what an answer shows.
 */
export function scimResourceRoutes<R extends Resource>({
  path,
  schemas,
  summaries,
  service,
}: ScimResourceRoutes<R>) {
  const byId = `${path}/:id`;
  return async function resourceRoutes(app: FastifyInstance, { services }: { services: ScimServices }) {
    app.get<{ Querystring: ScimListQuery }>(
      path,
      {
        config,
        schema: {
          tags,
          summary: summaries.list,
          querystring: ScimListQuery,
          response: { 200: schemas.list, ...errors },
        },
      },
      async (request) =>
        selectedList(await service.list(services, callerOf(request), request.query), request.query),
    );
    app.post<{ Body: ScimSearchBody }>(
      `${path}/.search`,
      {
        config,
        schema: {
          tags,
          summary: summaries.search,
          body: ScimSearchBody,
          response: { 200: schemas.list, ...errors },
        },
      },
      async (request, reply) => {
        requireMessage(request.body.schemas, SEARCH_REQUEST);
        const list = selectedList(
          await service.list(services, callerOf(request), request.body),
          request.body,
        );
        return reply.status(200).send(list);
      },
    );
    app.get<{ Params: ScimIdParams; Querystring: ScimAttributesQuery }>(
      byId,
      {
        config,
        schema: {
          tags,
          summary: summaries.get,
          params: ScimIdParams,
          querystring: ScimAttributesQuery,
          response: { 200: schemas.answer, ...errors },
        },
      },
      async (request) =>
        selected(await service.get(services, callerOf(request), request.params.id), request.query),
    );
    app.post<{ Querystring: ScimAttributesQuery; Body: ScimJson }>(
      path,
      {
        config,
        schema: {
          tags,
          summary: summaries.create,
          querystring: ScimAttributesQuery,
          body: schemas.body,
          response: { 201: schemas.answer, ...errors, ...conflicts },
        },
      },
      async (request, reply) => {
        const resource = await service.create(services, callerOf(request), request.body);
        return reply
          .status(201)
          .header('location', resource.meta.location)
          .send(selected(resource, request.query));
      },
    );
    app.put<{ Params: ScimIdParams; Querystring: ScimAttributesQuery; Body: ScimJson }>(
      byId,
      {
        config,
        schema: {
          tags,
          summary: summaries.replace,
          params: ScimIdParams,
          querystring: ScimAttributesQuery,
          body: schemas.body,
          response: { 200: schemas.answer, ...errors, ...conflicts },
        },
      },
      async (request) =>
        selected(
          await service.replace(services, callerOf(request), request.params.id, request.body),
          request.query,
        ),
    );
    app.patch<{ Params: ScimIdParams; Querystring: ScimAttributesQuery; Body: ScimPatchBody }>(
      byId,
      {
        config,
        schema: {
          tags,
          summary: summaries.patch,
          params: ScimIdParams,
          querystring: ScimAttributesQuery,
          body: ScimPatchBody,
          response: { 200: schemas.answer, ...errors, ...conflicts },
        },
      },
      async (request) => {
        requireMessage(request.body.schemas, PATCH_OP);
        const resource = await service.patch(
          services,
          callerOf(request),
          request.params.id,
          request.body.Operations,
        );
        return selected(resource, request.query);
      },
    );
    app.delete<{ Params: ScimIdParams }>(
      byId,
      {
        config,
        schema: {
          tags,
          summary: summaries.remove,
          params: ScimIdParams,
          response: { 204: NoContent, ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(services, callerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
