import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, NoContent, ProblemSchema } from '../../../engine/api/common';
import type { NotificationServices } from './deps';
import {
  NotificationIdParams,
  NotificationList,
  NotificationSettings,
  NotificationSettingsBody,
  UserIdParams,
} from '../../../engine/api/notifications';
import { emailSettingsOf, markAsRead, notificationsOf, saveEmailSettings } from './service';

const tags = ['notifications'];
const errors = { ...commonErrors, 404: ProblemSchema };

/** The notifications of SPEC §7 (Notifications block): one's own list, marking one as seen, and one's e-mail switches. */
export async function notificationsRoutes(
  fastify: FastifyInstance,
  { services }: { services: NotificationServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Notifications/settings',
    {
      schema: {
        tags,
        summary: 'My e-mail notifications: on or off per kind',
        response: { 200: NotificationSettings, ...commonErrors },
      },
    },
    async (request) => emailSettingsOf(services, actorOf(request.principal)),
  );

  app.put(
    '/api/Notifications/settings',
    {
      schema: {
        tags,
        summary: 'Switch my e-mail notifications on or off per kind',
        body: NotificationSettingsBody,
        response: { 200: NotificationSettings, ...commonErrors },
      },
    },
    async (request) => saveEmailSettings(services, actorOf(request.principal), request.body),
  );

  app.get(
    '/api/Notifications/:userId',
    {
      schema: {
        tags,
        summary: 'My newest notifications (userId: the session userId)',
        params: UserIdParams,
        response: { 200: NotificationList, ...errors },
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
