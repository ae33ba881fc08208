import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors } from '../../../engine/api/common';
import { ProcessLink, ProcessLinkParams, ProcessLinkQuery } from '../../../engine/api/links';
import type { FeedbacksServices } from './deps';

/**
 * GET /Links/process/{processId}: where a link made earlier (an e-mail's) leads the caller now; the open page
 * asks it on arrival. Null for nowhere: a process of another organization or one they may not see.
 */
export async function linkRoutes(fastify: FastifyInstance, { services }: { services: FeedbacksServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Links/process/:processId',
    {
      schema: {
        tags: ['feedbacks'],
        summary: 'Where a link to a process leads me now: the first of its feedbacks I may read, or its page',
        params: ProcessLinkParams,
        querystring: ProcessLinkQuery,
        response: { 200: ProcessLink, ...commonErrors },
      },
    },
    async (request) => {
      const [routeData] = await services.processes.linksTo(actorOf(request.principal), [
        { processId: request.params.processId, feedbackId: request.query.feedbackId ?? null },
      ]);
      return { routeData };
    },
  );
}
