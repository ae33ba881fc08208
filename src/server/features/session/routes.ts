import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../auth/principal';
import { API_SCOPES } from '../../auth/provider';
import { unauthorized } from '../../errors';
import { ProblemSchema } from '../../schemas';
import {
  AuthConfigSchema,
  OrganizationsSchema,
  SessionInfoSchema,
  UserInfoSchema,
  SetLanguageBody,
  SetThemeBody,
} from './schemas';
import { gzipped, sessionAnswer } from './session-answer';
import { organizationsOf, setLanguage, setTheme, userInfo } from './service';

const errors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

export async function sessionRoutes(app: FastifyInstance) {
  app.get(
    '/api/auth/config',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'Sign-in settings for the web client',
        response: { 200: AuthConfigSchema },
      },
    },
    async () => ({
      authority: app.config.oidcIssuer ?? `${app.config.publicUrl}/oidc`,
      clientId: app.config.oidcClientId,
      scope: `openid profile email ${API_SCOPES}`,
      userInfoEndpoint: `${app.config.publicUrl}/api/auth/userinfo`,
    }),
  );

  // The access token is issued for the API audience, so the provider's own userinfo endpoint refuses
  // it; the client loads the profile here instead (oidc-client-ts loadUserInfo, SPEC §6).
  app.get(
    '/api/auth/userinfo',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'OpenID Connect user info for the API access token',
        response: { 200: UserInfoSchema, 401: ProblemSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const verified = await app.verifyToken(token);
      const info = await userInfo(app.db, verified.subject);
      if (!info) throw unauthorized('The signed-in account no longer exists.');
      return info;
    },
  );

  // Which organizations the signed-in subject belongs to, so that "/" can open one of them. It needs
  // no organization header: it is the question of which organization to send.
  app.get(
    '/api/Session/Organizations',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'The organizations of the signed-in user',
        response: { 200: OrganizationsSchema, 401: ProblemSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const verified = await app.verifyToken(token);
      return { organizations: await organizationsOf(app.db, verified.subject) };
    },
  );

  app.get(
    '/api/Session/Initialize',
    {
      schema: {
        tags: ['session'],
        summary: 'The current user, organization and settings',
        response: { 200: SessionInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const config = await app.organizationConfig.get(request.principal.organization.id);
      const answer = sessionAnswer(request.principal, config);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip')
        return reply.header('content-encoding', 'gzip').send(gzipped(answer));
      return reply.send(answer.json);
    },
  );

  app.post<{ Body: SetLanguageBody }>(
    '/api/Session/SetLanguage',
    {
      schema: {
        tags: ['session'],
        summary: "Store the user's language",
        body: SetLanguageBody,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await setLanguage(app.db, request.principal, request.body.userId, request.body.languageKey);
      app.memberships.forget(request.principal.organization.id, request.principal.subject);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: SetThemeBody }>(
    '/api/Session/SetTheme',
    {
      schema: {
        tags: ['session'],
        summary: "Store the user's light or dark mode",
        body: SetThemeBody,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await setTheme(app.db, request.principal, request.body.userId, request.body.themeMode);
      app.memberships.forget(request.principal.organization.id, request.principal.subject);
      return reply.status(204).send();
    },
  );
}
