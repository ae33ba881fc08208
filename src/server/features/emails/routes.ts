import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, ProblemSchema } from '../../../engine/api/common';
import type { EmailServices } from './deps';
import { EmailDetail, EmailIdParams, EmailList, EmailListQuery } from '../../../engine/api/emails';
import { cancelEmail, emailDetail, emailOverview, resendEmail } from './service';

const tags = ['emails'];
const read = { access: { area: 'email_history', need: 'read' } } as const;
const write = { access: { area: 'email_history', need: 'write' } } as const;
const errors = { ...commonErrors, 404: ProblemSchema };

/** The e-mail overview of SPEC §7 (E-mails), plus sending a failed e-mail again and cancelling a pending one. */
export async function emailsRoutes(fastify: FastifyInstance, { services }: { services: EmailServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Emails',
    {
      config: read,
      schema: {
        tags,
        summary: "The organization's e-mails: keyword search, paging, sort",
        querystring: EmailListQuery,
        response: { 200: EmailList, ...commonErrors },
      },
    },
    async (request) => emailOverview(services, actorOf(request.principal), request.query),
  );

  app.get(
    '/api/Emails/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One e-mail with cc, bcc and body',
        params: EmailIdParams,
        response: { 200: EmailDetail, ...errors },
      },
    },
    async (request) => emailDetail(services, actorOf(request.principal), request.params),
  );

  app.post(
    '/api/Emails/:id/resend',
    {
      config: write,
      schema: {
        tags,
        summary: 'Send a failed or cancelled e-mail again (back to pending)',
        params: EmailIdParams,
        response: { 200: EmailDetail, ...errors, 409: ProblemSchema },
      },
    },
    async (request) => resendEmail(services, actorOf(request.principal), request.params),
  );

  app.post(
    '/api/Emails/:id/cancel',
    {
      config: write,
      schema: {
        tags,
        summary: 'Cancel a pending e-mail',
        params: EmailIdParams,
        response: { 200: EmailDetail, ...errors, 409: ProblemSchema },
      },
    },
    async (request) => cancelEmail(services, actorOf(request.principal), request.params),
  );
}
