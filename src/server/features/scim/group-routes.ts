import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { NoContent } from '../../../engine/api/common';
import {
  ScimAttributesQuery,
  ScimErrorMessage,
  ScimGroupAnswer,
  ScimGroupBody,
  ScimGroupList,
  ScimIdParams,
  ScimListQuery,
  ScimPatchBody,
  ScimSearchBody,
} from '../../../engine/api/scim';
import { PATCH_OP, SEARCH_REQUEST } from '../../../engine/scim/urns';
import type { ScimServices } from './deps';
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './group-service';
import {
  callerOf,
  errors,
  rateLimitedRoute as config,
  requireMessage,
  selected,
  selectedList,
  tags,
} from './route-options';

const conflicts = { 409: ScimErrorMessage };

/**
 * The /Groups routes (RFC 7644 §3): an identity system assigns the product's roles by group membership; the
 * organization maps group names to roles on the provisioning page.
 */
export async function groupRoutes(fastify: FastifyInstance, { services }: { services: ScimServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/Groups',
    {
      config,
      schema: {
        tags,
        summary:
          'List groups: filter (displayName eq "..."), paging, attributes (excludedAttributes=members)',
        querystring: ScimListQuery,
        response: { 200: ScimGroupList, ...errors },
      },
    },
    async (request) =>
      selectedList(await listGroups(services, callerOf(request), request.query), request.query),
  );
  app.post(
    '/Groups/.search',
    {
      config,
      schema: {
        tags,
        summary: 'List groups, the query in the body (a SearchRequest)',
        body: ScimSearchBody,
        response: { 200: ScimGroupList, ...errors },
      },
    },
    async (request, reply) => {
      requireMessage(request.body.schemas, SEARCH_REQUEST);
      const list = selectedList(await listGroups(services, callerOf(request), request.body), request.body);
      return reply.status(200).send(list);
    },
  );
  app.get(
    '/Groups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A group with its members',
        params: ScimIdParams,
        querystring: ScimAttributesQuery,
        response: { 200: ScimGroupAnswer, ...errors },
      },
    },
    async (request) =>
      selected(await getGroup(services, callerOf(request), request.params.id), request.query),
  );
  app.post(
    '/Groups',
    {
      config,
      schema: {
        tags,
        summary: 'Create a group; its members hold the roles mapped to its name',
        querystring: ScimAttributesQuery,
        body: ScimGroupBody,
        response: { 201: ScimGroupAnswer, ...errors, ...conflicts },
      },
    },
    async (request, reply) => {
      const group = await createGroup(services, callerOf(request), request.body);
      return reply.status(201).header('location', group.meta.location).send(selected(group, request.query));
    },
  );
  app.put(
    '/Groups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace what a group body sends (name, members)',
        params: ScimIdParams,
        querystring: ScimAttributesQuery,
        body: ScimGroupBody,
        response: { 200: ScimGroupAnswer, ...errors, ...conflicts },
      },
    },
    async (request) =>
      selected(
        await replaceGroup(services, callerOf(request), request.params.id, request.body),
        request.query,
      ),
  );
  app.patch(
    '/Groups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a group: rename, add or remove members',
        params: ScimIdParams,
        querystring: ScimAttributesQuery,
        body: ScimPatchBody,
        response: { 200: ScimGroupAnswer, ...errors, ...conflicts },
      },
    },
    async (request) => {
      requireMessage(request.body.schemas, PATCH_OP);
      const group = await patchGroup(services, callerOf(request), request.params.id, request.body.Operations);
      return selected(group, request.query);
    },
  );
  app.delete(
    '/Groups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a group; its members lose the roles only it gave',
        params: ScimIdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteGroup(services, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
