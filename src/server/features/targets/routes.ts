import type { FastifyInstance } from 'fastify';
import { targetActorOf } from './policy';
import {
  DeleteTargetBody,
  DeleteTargetParams,
  DeletedSchema,
  GetTargetsQuery,
  SaveTargetBody,
  TargetListSchema,
  TargetSchema,
  targetErrors,
} from './schemas';
import { deleteTarget, getTargets, saveTarget, type TargetServices } from './service';

const tags = ['targets'];

/** Goals (SPEC §7 "Feedbacks/Targets"). */
export async function targetRoutes(app: FastifyInstance, { services }: { services: TargetServices }) {
  app.get<{ Querystring: GetTargetsQuery }>(
    '/api/Feedbacks/Targets/GetTargets',
    {
      schema: {
        tags,
        summary: "An employee's goals (default the caller's): own, from feedbacks, final; archive flagged",
        querystring: GetTargetsQuery,
        response: { 200: TargetListSchema, ...targetErrors },
      },
    },
    async (request) => getTargets(services, targetActorOf(request.principal), request.query.userId),
  );

  app.post<{ Body: SaveTargetBody }>(
    '/api/Feedbacks/Targets/SaveTarget',
    {
      schema: {
        tags,
        summary: 'Create or update a goal by its id (in a feedback with feedbackId + elementId)',
        body: SaveTargetBody,
        response: { 200: TargetSchema, ...targetErrors },
      },
    },
    async (request) => {
      const { target, feedbackId, elementId, userId, kind } = request.body;
      return saveTarget(services, targetActorOf(request.principal), {
        target,
        feedbackId,
        elementId,
        userId,
        kind,
      });
    },
  );

  app.post<{ Params: DeleteTargetParams; Body: DeleteTargetBody }>(
    '/api/Feedbacks/Targets/DeleteTarget/:id',
    {
      schema: {
        tags,
        summary: 'Delete a goal (one of a feedback with feedbackId in the body)',
        params: DeleteTargetParams,
        body: DeleteTargetBody,
        response: { 200: DeletedSchema, ...targetErrors },
      },
    },
    async (request) =>
      deleteTarget(services, targetActorOf(request.principal), request.params.id, {
        feedbackId: request.body?.feedbackId,
        elementId: request.body?.elementId,
      }),
  );
}
