import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import type { FeedbacksServices } from './deps';
import { ShareResult, feedbackErrors } from '../../../engine/api/feedbacks-answers';
import { ShareBody } from '../../../engine/api/feedbacks-requests';

/** POST /feedbacks/share: a questionnaire shared by e-mail as an anonymous feedback (SPEC §5, §7). */
export async function shareRoutes(fastify: FastifyInstance, { services }: { services: FeedbacksServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/feedbacks/share',
    {
      schema: {
        tags: ['feedbacks'],
        summary: 'Share a form by e-mail: the recipient fills it in anonymously through the link',
        body: ShareBody,
        response: { 200: ShareResult, ...feedbackErrors },
      },
      config: { access: { area: 'forms', need: 'write' } },
    },
    async (request) => {
      const { principal } = request;
      const result = await services.processes.share(actorOf(principal), request.body, {
        organization: principal.organization,
        publicUrl: app.config.publicUrl,
        from: app.config.mailFrom,
        sharedByName: `${principal.user.first_name} ${principal.user.last_name}`.trim(),
      });
      // the e-mail goes out now rather than at the worker's next round
      void app.mail.kick();
      return result;
    },
  );
}
