import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import type { FeedbacksServices } from './deps';
import { feedbackReach } from './reach';
import { FeedbackReach, feedbackErrors } from '../../../engine/api/feedbacks-answers';
import { ReachQuery } from '../../../engine/api/feedbacks-requests';

/** GET /Feedbacks/reach: asked by an open feedback page before it reloads (see reach.ts). */
export async function reachRoutes(fastify: FastifyInstance, { services }: { services: FeedbacksServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Feedbacks/reach',
    {
      schema: {
        tags: ['feedbacks'],
        summary: 'Whether the caller may still read a feedback, and the process as they may see it now',
        querystring: ReachQuery,
        response: { 200: FeedbackReach, ...feedbackErrors },
      },
    },
    async (request) => feedbackReach(services, actorOf(request.principal), request.query.feedbackId),
  );
}
