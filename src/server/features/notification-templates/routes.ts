import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, ProblemSchema } from '../../../engine/api/common';
import type { NotificationTemplateServices } from './deps';
import {
  SaveTemplateBody,
  Template,
  TemplateIdParams,
  TemplateList,
} from '../../../engine/api/notification-templates';
import { getTemplate, listTemplates, resetTemplate, saveTemplate } from './service';

const tags = ['notification templates'];
const errors = { ...commonErrors, 404: ProblemSchema };
const read = { access: { area: 'notification_templates', need: 'read' } } as const;
const write = { access: { area: 'notification_templates', need: 'write' } } as const;

/** The notification templates of SPEC §7 (Notifications block), plus reset to the default. */
export async function notificationTemplatesRoutes(
  fastify: FastifyInstance,
  { services }: { services: NotificationTemplateServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/NotificationTemplates',
    {
      config: read,
      schema: {
        tags,
        summary: "The organization's notification templates",
        response: { 200: TemplateList, ...errors },
      },
    },
    async (request) => listTemplates(services, actorOf(request.principal)),
  );

  app.get(
    '/api/NotificationTemplates/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One notification template (id: templateId)',
        params: TemplateIdParams,
        response: { 200: Template, ...errors },
      },
    },
    async (request) => getTemplate(services, actorOf(request.principal), request.params),
  );

  app.post(
    '/api/NotificationTemplates',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save a notification template (subject and body per language)',
        body: SaveTemplateBody,
        response: { 200: Template, ...errors },
      },
    },
    async (request) => saveTemplate(services, actorOf(request.principal), request.body),
  );

  app.delete(
    '/api/NotificationTemplates/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Reset a notification template to the default',
        params: TemplateIdParams,
        response: { 200: Template, ...errors },
      },
    },
    async (request) => resetTemplate(services, actorOf(request.principal), request.params),
  );
}
