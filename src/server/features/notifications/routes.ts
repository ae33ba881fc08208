import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, NoContent, ProblemSchema } from '../../schemas';
import type { NotificationServices } from './deps';
import { NotificationListSchema } from './response-schemas';
import { NotificationIdParams, UserIdParams } from './schemas';
import { markAsRead, notificationsOf } from './service';

const tags = ['notifications'];
const errors = { ...commonErrors, 404: ProblemSchema };

/** The notifications of SPEC §7 (Notifications block): one's own list and marking one as seen. */
export async function notificationsRoutes(
  fastify: FastifyInstance,
  { services }: { services: NotificationServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Notifications/:userId',
    {
      schema: {
        tags,
        summary: 'My newest notifications (userId: the session userId)',
        params: UserIdParams,
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    async (request) =>
      notificationsOf(services, actorOf(request.principal), {
        ...request.params,
        callerSubject: request.principal.subject,
      }),
  );

  app.put(
    '/api/Notifications/MarkAsRead/:id',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications as seen',
        params: NotificationIdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await markAsRead(services, actorOf(request.principal), request.params);
      return reply.status(204).send(null);
    },
  );
}
