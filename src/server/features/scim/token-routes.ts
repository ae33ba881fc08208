import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, NoContent, ProblemSchema } from '../../../engine/api/common';
import type { ScimServices } from './deps';
import {
  CreatedScimToken,
  CreateScimTokenBody,
  ScimTokenIdParams,
  ScimTokenList,
} from '../../../engine/api/scim-tokens';
import { createScimToken, revokeScimToken, scimTokensOf } from './token-service';

const tags = ['provisioning'];
const access = { fullAdmin: true } as const;

/** The provisioning tokens of an organization, for its full administrators: list, create (shown once), revoke. */
export async function scimTokenRoutes(fastify: FastifyInstance, { services }: { services: ScimServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/scim-tokens',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The SCIM provisioning tokens of the organization (without secrets)',
        response: { 200: ScimTokenList, ...commonErrors },
      },
    },
    async (request) => scimTokensOf(services, actorOf(request.principal)),
  );

  app.post(
    '/api/scim-tokens',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a SCIM provisioning token; its secret is answered this once',
        body: CreateScimTokenBody,
        response: { 201: CreatedScimToken, ...commonErrors, 409: ProblemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createScimToken(services, actorOf(request.principal), request.body)),
  );

  app.delete(
    '/api/scim-tokens/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Revoke a SCIM provisioning token',
        params: ScimTokenIdParams,
        response: { 204: NoContent, ...commonErrors, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      await revokeScimToken(services, actorOf(request.principal), request.params);
      return reply.status(204).send(null);
    },
  );
}
