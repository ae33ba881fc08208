import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import {
  FormSubmissions,
  SubmissionCounts,
  SubmissionFormParams,
} from '../../../engine/api/feedbacks-submissions';
import { feedbackErrors } from '../../../engine/api/feedbacks-answers';
import type { FeedbacksServices } from './deps';

const tags = ['feedbacks'];
/** the submissions are read where the questionnaires are: in the forms area */
const config = { access: { area: 'forms', need: 'read' } } as const;

/** The submitted answers of anonymous shared feedbacks, for the person who shared them. */
export async function anonymousSubmissionRoutes(
  fastify: FastifyInstance,
  { services }: { services: FeedbacksServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { processes } = services;
  app.get(
    '/api/feedbacks/anonymous/submissions',
    {
      schema: {
        tags,
        summary: 'Per questionnaire, how many of the anonymous feedbacks the caller shared were submitted',
        response: { 200: SubmissionCounts, ...feedbackErrors },
      },
      config,
    },
    async (request) => processes.anonymousSubmissionCounts(actorOf(request.principal)),
  );

  app.get(
    '/api/feedbacks/anonymous/submissions/:formId',
    {
      schema: {
        tags,
        summary:
          "What a questionnaire's anonymous feedbacks the caller shared say together (released in blocks)",
        params: SubmissionFormParams,
        response: { 200: FormSubmissions, ...feedbackErrors },
      },
      config,
    },
    async (request) => processes.anonymousSubmissions(actorOf(request.principal), request.params.formId),
  );
}
