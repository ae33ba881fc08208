import type { FastifyInstance } from 'fastify';
import type { NotificationServices } from './deps';
import { ProblemSchema } from '../../schemas';
import { NotificationIdParams, NotificationListSchema, UserIdParams } from './schemas';
import { markAsRead, notificationsOf } from './service';

const tags = ['notifications'];
const errors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema } as const;

/** The notifications of SPEC §7 (Notifications block): one's own list and marking one as seen. */
export async function notificationsRoutes(app: FastifyInstance, { deps }: { deps: NotificationServices }) {
  app.get<{ Params: UserIdParams }>(
    '/api/Notifications/:userId',
    {
      schema: {
        tags,
        summary: 'My newest notifications (userId: the session userId)',
        params: UserIdParams,
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    async (request) => notificationsOf(deps, request.principal, request.params.userId),
  );

  app.put<{ Params: NotificationIdParams }>(
    '/api/Notifications/MarkAsRead/:id',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications as seen',
        params: NotificationIdParams,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await markAsRead(deps, request.principal, request.params.id);
      return reply.status(204).send();
    },
  );
}
