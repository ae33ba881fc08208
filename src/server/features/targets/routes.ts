import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, ProblemSchema } from '../../../engine/api/common';
import type { TargetServices } from './deps';
import {
  DeleteTargetBody,
  DeleteTargetParams,
  DeletedTarget,
  GetTargetsQuery,
  SaveTargetBody,
  TargetItem,
  TargetList,
} from '../../../engine/api/targets';
import { deleteAnonymousTarget, deleteTarget, getTargets, saveAnonymousTarget, saveTarget } from './service';

const tags = ['targets'];
const errors = { ...commonErrors, 404: ProblemSchema, 409: ProblemSchema };
/** SaveTarget and DeleteTarget also serve anonymous shared forms: with an accessToken instead of a sign-in */
const config = { anonymousWithToken: true };

/** The organization the page names (X-Organization); an anonymous shared form has no sign-in to name it. */
function organizationSlug(request: FastifyRequest): string | undefined {
  const header = request.headers['x-organization'];
  return Array.isArray(header) ? header[0] : header;
}

/** Goals (SPEC §7 "Feedbacks/Targets"). */
export async function targetRoutes(fastify: FastifyInstance, { services }: { services: TargetServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Feedbacks/Targets/GetTargets',
    {
      schema: {
        tags,
        summary: "An employee's goals (default the caller's): own, from feedbacks, final; archive flagged",
        querystring: GetTargetsQuery,
        response: { 200: TargetList, ...errors },
      },
    },
    async (request) => getTargets(services, actorOf(request.principal), request.query),
  );

  app.post(
    '/api/Feedbacks/Targets/SaveTarget',
    {
      schema: {
        tags,
        summary:
          'Create or update a goal by its id (in a feedback with feedbackId + elementId; in an anonymous shared form also with its accessToken)',
        body: SaveTargetBody,
        response: { 200: TargetItem, ...errors },
      },
      config,
    },
    async (request) => {
      const { accessToken, ...input } = request.body;
      if (accessToken === undefined) return saveTarget(services, actorOf(request.principal), input);
      const link = { organizationSlug: organizationSlug(request), feedbackId: input.feedbackId, accessToken };
      return saveAnonymousTarget(services, link, input);
    },
  );

  app.post(
    '/api/Feedbacks/Targets/DeleteTarget/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a goal (one of a feedback with feedbackId in the body; of an anonymous shared form also with its accessToken)',
        params: DeleteTargetParams,
        body: DeleteTargetBody,
        response: { 200: DeletedTarget, ...errors },
      },
      config,
    },
    async (request) => {
      const { accessToken, ...input } = request.body ?? {};
      if (accessToken === undefined)
        return deleteTarget(services, actorOf(request.principal), { ...request.params, ...input });
      const link = { organizationSlug: organizationSlug(request), feedbackId: input.feedbackId, accessToken };
      return deleteAnonymousTarget(services, link, { ...request.params, elementId: input.elementId });
    },
  );
}
