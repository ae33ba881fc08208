import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../errors';
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
import {
  deleteAnonymousTarget,
  deleteTarget,
  getTargets,
  saveAnonymousTarget,
  saveTarget,
  type AnonymousGoalAccess,
  type TargetServices,
} from './service';

const tags = ['targets'];
/** SaveTarget and DeleteTarget also serve anonymous shared forms: with an accessToken instead of a sign-in */
const config = { anonymousWithToken: true };

/** Goals (SPEC §7 "Feedbacks/Targets"). */
export async function targetRoutes(app: FastifyInstance, { services }: { services: TargetServices }) {
  /** The anonymous shared form a call names: the page's organization (X-Organization), the id and the token. */
  async function anonymous(
    request: FastifyRequest,
    feedbackId: number | undefined,
    accessToken: string,
  ): Promise<AnonymousGoalAccess> {
    if (feedbackId === undefined)
      throw badRequest('VALIDATION_FAILED', 'A goal saved with an access token needs its feedbackId.', [
        { path: '/body/feedbackId', message: 'required' },
      ]);
    const header = request.headers['x-organization'];
    const slug = Array.isArray(header) ? header[0] : header;
    const organization = slug ? await app.organizations.findBySlug(slug) : undefined;
    if (!organization) throw notFound('There is no such organization.');
    return { organization, feedbackId, accessToken };
  }

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
        summary:
          'Create or update a goal by its id (in a feedback with feedbackId + elementId; in an anonymous shared form also with its accessToken)',
        body: SaveTargetBody,
        response: { 200: TargetSchema, ...targetErrors },
      },
      config,
    },
    async (request) => {
      const { target, feedbackId, elementId, userId, kind, accessToken } = request.body;
      if (accessToken !== undefined)
        return saveAnonymousTarget(services, await anonymous(request, feedbackId, accessToken), {
          target,
          elementId,
        });
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
        summary:
          'Delete a goal (one of a feedback with feedbackId in the body; of an anonymous shared form also with its accessToken)',
        params: DeleteTargetParams,
        body: DeleteTargetBody,
        response: { 200: DeletedSchema, ...targetErrors },
      },
      config,
    },
    async (request) => {
      const accessToken = request.body?.accessToken;
      if (accessToken !== undefined)
        return deleteAnonymousTarget(
          services,
          await anonymous(request, request.body?.feedbackId, accessToken),
          request.params.id,
          request.body?.elementId,
        );
      return deleteTarget(services, targetActorOf(request.principal), request.params.id, {
        feedbackId: request.body?.feedbackId,
        elementId: request.body?.elementId,
      });
    },
  );
}
