import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { NoContent } from '../../../engine/api/common';
import {
  ScimAttributesQuery,
  ScimErrorMessage,
  ScimIdParams,
  ScimListQuery,
  ScimPatchBody,
  ScimSearchBody,
  ScimUserAnswer,
  ScimUserBody,
  ScimUserList,
} from '../../../engine/api/scim';
import { PATCH_OP, SEARCH_REQUEST } from '../../../engine/scim/urns';
import type { ScimServices } from './deps';
import {
  callerOf,
  errors,
  rateLimitedRoute as config,
  requireMessage,
  selected,
  selectedList,
  tags,
} from './route-options';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from './scim-service';

const conflicts = { 409: ScimErrorMessage };

/** The /Users routes of the SCIM service provider (RFC 7644 §3): list, search, get, create, replace, patch, delete. */
export async function userRoutes(fastify: FastifyInstance, { services }: { services: ScimServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/Users',
    {
      config,
      schema: {
        tags,
        summary: 'List users: filter (userName eq "..."), paging (startIndex, count), attributes',
        querystring: ScimListQuery,
        response: { 200: ScimUserList, ...errors },
      },
    },
    async (request) =>
      selectedList(await listUsers(services, callerOf(request), request.query), request.query),
  );
  app.post(
    '/Users/.search',
    {
      config,
      schema: {
        tags,
        summary: 'List users, the query in the body (a SearchRequest)',
        body: ScimSearchBody,
        response: { 200: ScimUserList, ...errors },
      },
    },
    async (request, reply) => {
      requireMessage(request.body.schemas, SEARCH_REQUEST);
      const list = selectedList(await listUsers(services, callerOf(request), request.body), request.body);
      return reply.status(200).send(list);
    },
  );
  app.get(
    '/Users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A user',
        params: ScimIdParams,
        querystring: ScimAttributesQuery,
        response: { 200: ScimUserAnswer, ...errors },
      },
    },
    async (request) => selected(await getUser(services, callerOf(request), request.params.id), request.query),
  );
  app.post(
    '/Users',
    {
      config,
      schema: {
        tags,
        summary: 'Create a user (or bring back a deleted one it names again)',
        querystring: ScimAttributesQuery,
        body: ScimUserBody,
        response: { 201: ScimUserAnswer, ...errors, ...conflicts },
      },
    },
    async (request, reply) => {
      const user = await createUser(services, callerOf(request), request.body);
      return reply.status(201).header('location', user.meta.location).send(selected(user, request.query));
    },
  );
  app.put(
    '/Users/:id',
    {
      config,
      schema: {
        tags,
        summary: "Replace the attributes a user's body sends (others stay; the API lock refuses changes)",
        params: ScimIdParams,
        querystring: ScimAttributesQuery,
        body: ScimUserBody,
        response: { 200: ScimUserAnswer, ...errors, ...conflicts },
      },
    },
    async (request) =>
      selected(
        await replaceUser(services, callerOf(request), request.params.id, request.body),
        request.query,
      ),
  );
  app.patch(
    '/Users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a user with PATCH operations (add, replace, remove)',
        params: ScimIdParams,
        querystring: ScimAttributesQuery,
        body: ScimPatchBody,
        response: { 200: ScimUserAnswer, ...errors, ...conflicts },
      },
    },
    async (request) => {
      requireMessage(request.body.schemas, PATCH_OP);
      const user = await patchUser(services, callerOf(request), request.params.id, request.body.Operations);
      return selected(user, request.query);
    },
  );
  app.delete(
    '/Users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a user: deactivated (the employee stays), and gone for SCIM',
        params: ScimIdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(services, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
