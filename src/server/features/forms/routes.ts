import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, ProblemSchema } from '../../../engine/api/common';
import type { FormsServices } from './deps';
import { Form, FormIdParams, FormList, FormSettingList, OrganizationParams } from '../../../engine/api/forms';
import { getForm, getFormSettings, listForms } from './service';

const tags = ['forms'];
const errors = { ...commonErrors, 404: ProblemSchema };
const read = { access: { area: 'forms', need: 'read' } } as const;

/** The stored questionnaires (SPEC §7 "Forms"), for the forms area (SPEC §6). */
export async function formsRoutes(fastify: FastifyInstance, { services }: { services: FormsServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Forms',
    {
      config: read,
      schema: {
        tags,
        summary: 'The latest version of every questionnaire',
        response: { 200: FormList, ...errors },
      },
    },
    async (request) => listForms(services, actorOf(request.principal)),
  );

  app.get(
    '/api/Forms/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One questionnaire version',
        params: FormIdParams,
        response: { 200: Form, ...errors },
      },
    },
    async (request) => getForm(services, actorOf(request.principal), request.params),
  );

  app.get(
    '/api/FormSettings/:organization',
    {
      config: read,
      schema: {
        tags,
        summary: 'Which questionnaire serves which feedback type of each process type',
        params: OrganizationParams,
        response: { 200: FormSettingList, ...errors },
      },
    },
    async (request) => getFormSettings(services, actorOf(request.principal), request.params),
  );
}
