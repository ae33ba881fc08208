import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/principal';
import type { ScimServices } from './deps';
import { resourceTypes, scimSchemas, serviceProviderConfig } from './discovery';
import { groupRoutes } from './group-routes';
import { ScimError, scimErrorBody, scimNotFound, type ScimErrorType } from './scim-errors';
import { ScimDocument, ScimSchemaParams } from '../../../engine/api/scim';
import { LIST_RESPONSE } from '../../../engine/scim/urns';
import { errors, rateLimitedRoute as config, tags } from './route-options';
import { authenticateScim } from './token-service';
import { userRoutes } from './user-routes';

const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** Fastify's own request errors, as SCIM answers them. */
function scimAnswerOf(error: FastifyError): {
  status: number;
  scimType?: ScimError['scimType'];
  detail: string;
} {
  if (error.validation) {
    const first = error.validation[0];
    const where = `${error.validationContext ?? 'body'}${first?.instancePath ?? ''}`;
    const scimType = where.startsWith('querystring/filter') ? 'invalidFilter' : 'invalidValue';
    return { status: 400, scimType, detail: `${where} ${first?.message ?? 'is invalid'}` };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, scimType: 'invalidSyntax', detail: 'The body is no valid JSON.' };
  if (error.statusCode === 429) return { status: 429, detail: 'Too many requests; try again in a minute.' };
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return { status, detail: status === 500 ? 'An unexpected error occurred.' : error.message };
}

/**
 * The SCIM 2.0 service provider (RFC 7644) at /scim/v2, outside /api: the bearer token names the organization.
 * Bodies may be application/scim+json or application/json; answers are application/scim+json; every error,
 * including a bad token, is a SCIM error message.
 */
export async function scimRoutes(fastify: FastifyInstance, { services }: { services: ScimServices }) {
  fastify.addContentTypeParser(
    'application/scim+json',
    { parseAs: 'string' },
    fastify.getDefaultJsonParser('error', 'error'),
  );
  fastify.decorateRequest('scimCaller', null);
  fastify.addHook('preValidation', async (request) => {
    request.scimCaller = await authenticateScim(services, bearerToken(request.headers.authorization));
  });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 204) reply.header('content-type', SCIM_CONTENT_TYPE);
    return payload;
  });
  /** Answers a SCIM error; the error log keeps the 403, 404 and 500 answers of a known caller. */
  const answerError = (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { status: number; detail: string; scimType?: ScimErrorType; errorId?: string },
  ) => {
    const caller = request.scimCaller;
    if (caller && (answer.status === 403 || answer.status === 404 || answer.status >= 500)) {
      try {
        services.reportError({
          organizationId: caller.organizationId,
          method: request.method,
          route: request.routeOptions.url ?? '(no such endpoint)',
          status: answer.status,
          ...(answer.scimType ? { scimType: answer.scimType } : {}),
          ...(answer.errorId ? { errorId: answer.errorId } : {}),
        });
      } catch (err) {
        request.log.error({ err }, 'reporting a SCIM error failed');
      }
    }
    return reply.status(answer.status).send(scimErrorBody(answer.status, answer.detail, answer.scimType));
  };
  fastify.setErrorHandler((error: FastifyError | ScimError, request, reply) => {
    if (error instanceof ScimError)
      return answerError(request, reply, {
        status: error.status,
        detail: error.message,
        ...(error.scimType ? { scimType: error.scimType } : {}),
      });
    const answer = scimAnswerOf(error);
    if (answer.status !== 500) return answerError(request, reply, answer);
    // the id is in the answer, the log line and the error log entry, so that a report finds all three
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unexpected SCIM error');
    return answerError(request, reply, {
      status: 500,
      detail: `An unexpected error occurred (error id ${errorId}).`,
      errorId,
    });
  });
  fastify.setNotFoundHandler((request, reply) =>
    answerError(request, reply, { status: 404, detail: 'There is no such SCIM endpoint.' }),
  );

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/ServiceProviderConfig',
    {
      config,
      schema: {
        tags,
        summary: 'What this SCIM service supports',
        response: { 200: ScimDocument, ...errors },
      },
    },
    async () => serviceProviderConfig(services.baseUrl),
  );
  app.get(
    '/ResourceTypes',
    {
      config,
      schema: { tags, summary: 'The SCIM resource types', response: { 200: ScimDocument, ...errors } },
    },
    async () => {
      const types = resourceTypes(services.baseUrl);
      return {
        schemas: [LIST_RESPONSE],
        totalResults: types.length,
        startIndex: 1,
        itemsPerPage: types.length,
        Resources: types,
      };
    },
  );
  app.get(
    '/ResourceTypes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A SCIM resource type',
        params: ScimSchemaParams,
        response: { 200: ScimDocument, ...errors },
      },
    },
    async (request) => {
      const found = resourceTypes(services.baseUrl).find((type) => type.id === request.params.id);
      if (!found) throw scimNotFound(`There is no resource type "${request.params.id}".`);
      return found;
    },
  );
  app.get(
    '/Schemas',
    {
      config,
      schema: { tags, summary: 'The SCIM schemas', response: { 200: ScimDocument, ...errors } },
    },
    async () => {
      const schemas = scimSchemas(services.baseUrl);
      return {
        schemas: [LIST_RESPONSE],
        totalResults: schemas.length,
        startIndex: 1,
        itemsPerPage: schemas.length,
        Resources: schemas,
      };
    },
  );
  app.get(
    '/Schemas/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A SCIM schema by its URN',
        params: ScimSchemaParams,
        response: { 200: ScimDocument, ...errors },
      },
    },
    async (request) => {
      const found = scimSchemas(services.baseUrl).find((s) => s.id === request.params.id);
      if (!found) throw scimNotFound(`There is no schema "${request.params.id}".`);
      return found;
    },
  );

  await fastify.register(userRoutes, { services });
  await fastify.register(groupRoutes, { services });
}
