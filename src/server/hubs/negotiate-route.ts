import type { FastifyInstance } from 'fastify';
import type { ConnectionTokens } from './connection-tokens';
import { readAccessToken, toHubError, type HubAuthenticate } from './hub-auth';
import { isHubName } from './hub-message';
import { HubErrorResponse, NegotiateParams, NegotiateQuery, NegotiateResponse } from './schemas';

export type NegotiateDependencies = {
  tokens: ConnectionTokens;
  authenticate: HubAuthenticate;
  isClosing: () => boolean;
};

const errors = {
  400: HubErrorResponse,
  401: HubErrorResponse,
  403: HubErrorResponse,
  404: HubErrorResponse,
  500: HubErrorResponse,
  503: HubErrorResponse,
};

/**
 * `POST /hubs/:name/negotiate?negotiateVersion=1`: authenticates the caller and hands out a single-use
 * connection token for the WebSocket. Only the WebSockets transport with Text frames is offered: every
 * supported browser has WebSockets, and Server-Sent Events / long polling would need server-side message
 * buffering per connection that this server does not keep.
 */
export function registerNegotiateRoute(app: FastifyInstance, deps: NegotiateDependencies): void {
  app.post<{ Params: NegotiateParams; Querystring: NegotiateQuery }>(
    '/hubs/:name/negotiate',
    {
      schema: {
        tags: ['hubs'],
        summary: 'Start a SignalR hub connection (negotiate version 1)',
        params: NegotiateParams,
        querystring: NegotiateQuery,
        response: { 200: NegotiateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const refuse = (statusCode: number, code: string, message: string) =>
        reply.status(statusCode).send({ statusCode, code, message } satisfies HubErrorResponse);
      if (!isHubName(name)) return refuse(404, 'HUB_NOT_FOUND', `There is no hub "${name}".`);
      if (deps.isClosing()) return refuse(503, 'UNAVAILABLE', 'The server is shutting down; retry shortly.');
      let principal;
      try {
        principal = await deps.authenticate(
          readAccessToken(request.headers.authorization, request.query.access_token),
          request.query.organization,
        );
      } catch (error) {
        const answer = toHubError(error);
        if (answer.statusCode >= 500) request.log.error({ err: error }, 'hub authentication failed');
        return refuse(answer.statusCode, answer.code, answer.message);
      }
      if ((request.query.negotiateVersion ?? 0) < 1) {
        return refuse(
          400,
          'NEGOTIATE_VERSION_UNSUPPORTED',
          'This server needs negotiateVersion=1 (connection tokens).',
        );
      }
      // the token is a credential for the next 30 s; no cache may keep it
      reply.header('cache-control', 'no-store');
      const connection = deps.tokens.issue(name, principal);
      const body: NegotiateResponse = {
        negotiateVersion: 1,
        ...connection,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      };
      return body;
    },
  );
}
