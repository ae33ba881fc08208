import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf, type FeedbackServices } from '../../processes';
import { Nullable, RowId } from '../../../engine/api/common';
import { feedbackReach } from './reach';
import { ProcessSchema, feedbackErrors } from './response-schemas';

/** Query of GET /Feedbacks/reach. */
export const ReachQuery = Type.Object({ feedbackId: RowId }, { additionalProperties: false });

/** Whether the caller may still read the feedback, and the process as they may see it now (null: nothing). */
export const ReachSchema = Type.Object({
  feedbackId: Type.Integer(),
  canRead: Type.Boolean(),
  process: Nullable(ProcessSchema),
});

/** GET /Feedbacks/reach: asked by an open feedback page before it reloads (see reach.ts). */
export async function reachRoutes(fastify: FastifyInstance, { services }: { services: FeedbackServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Feedbacks/reach',
    {
      schema: {
        tags: ['feedbacks'],
        summary: 'Whether the caller may still read a feedback, and the process as they may see it now',
        querystring: ReachQuery,
        response: { 200: ReachSchema, ...feedbackErrors },
      },
    },
    async (request) => feedbackReach(services, actorOf(request.principal), request.query.feedbackId),
  );
}
