import { negotiate } from '@fastify/accept-negotiator';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { bearerToken } from '../../auth/principal';
import { commonErrors, NoContent, ProblemSchema } from '../../../engine/api/common';
import type { SessionServices } from './deps';
import {
  AuthConfig,
  ImpersonateBody,
  ImpersonationAuditPage,
  ImpersonationAuditQuery,
  ImpersonationStarted,
  Organizations,
  SessionInfo,
  SetLanguageBody,
  SetThemeBody,
  UserInfo,
} from '../../../engine/api/session';
import { gzipped } from './session-answer';
import {
  authConfig,
  impersonate,
  impersonationAudit,
  organizationsOf,
  sessionOf,
  setLanguage,
  setTheme,
  unimpersonate,
  userInfo,
} from './service';

const tags = ['session'];
const errors = { ...commonErrors, 404: ProblemSchema } as const;

/**
 * The answer of GET /Session/Initialize as the route sends it: prepared UTF-8 JSON bytes (session-answer.ts),
 * which Fastify sends as they are. The JSON they hold is SessionInfo.
 */
const SessionInfoBytes = Type.Unsafe<Buffer>(SessionInfo);

/** The sign-in settings, the signed-in user's organizations and session, and their preferences (SPEC §7). */
export async function sessionRoutes(fastify: FastifyInstance, { services }: { services: SessionServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/auth/config',
    {
      config: { public: true },
      schema: { tags, summary: 'Sign-in settings for the web client', response: { 200: AuthConfig } },
    },
    async () => authConfig(services.config),
  );

  // The access token is issued for the API audience, so the provider's own userinfo endpoint refuses
  // it; the client loads the profile here instead (oidc-client-ts loadUserInfo, SPEC §6).
  app.get(
    '/api/auth/userinfo',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'OpenID Connect user info for the API access token',
        response: { 200: UserInfo, 401: ProblemSchema },
      },
    },
    async (request) => userInfo(services, bearerToken(request.headers.authorization)),
  );

  // Which organizations the signed-in subject belongs to, so that "/" can open one of them. It needs
  // no organization header: it is the question of which organization to send.
  app.get(
    '/api/Session/Organizations',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The organizations of the signed-in user',
        response: { 200: Organizations, 401: ProblemSchema },
      },
    },
    async (request) => organizationsOf(services, bearerToken(request.headers.authorization)),
  );

  app.get(
    '/api/Session/Initialize',
    {
      schema: {
        tags,
        summary: 'The current user, organization and settings',
        response: { 200: SessionInfoBytes, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await sessionOf(services, request.principal);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip')
        return reply.header('content-encoding', 'gzip').send(gzipped(answer));
      return reply.send(answer.json);
    },
  );

  app.post(
    '/api/Session/SetLanguage',
    {
      schema: {
        tags,
        summary: "Store the user's language",
        body: SetLanguageBody,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await setLanguage(services, request.principal, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/Session/SetTheme',
    {
      schema: {
        tags,
        summary: "Store the user's light or dark mode",
        body: SetThemeBody,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await setTheme(services, request.principal, request.body);
      return reply.status(204).send(null);
    },
  );

  // Impersonation (SPEC §6). Full administrators only, which the service checks (the route declares no access:
  // while impersonating, the caller is the employee, and the answer explains that a stop comes first).
  app.post(
    '/api/session/impersonate-user',
    {
      schema: {
        tags,
        summary: 'Act as an employee (full administrators; 60 minutes at most)',
        body: ImpersonateBody,
        response: { 200: ImpersonationStarted, ...errors, 409: ProblemSchema },
      },
    },
    async (request) => impersonate(services, request.principal, request.body),
  );

  // Acts for the administrator really signed in, so it works while impersonating.
  app.post(
    '/api/session/unimpersonate-user',
    {
      schema: {
        tags,
        summary: 'End acting as an employee',
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await unimpersonate(services, request.principal);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/session/impersonation-audit',
    {
      config: { access: { fullAdmin: true } },
      schema: {
        tags,
        summary: 'Writes made while impersonating, newest first (full administrators)',
        querystring: ImpersonationAuditQuery,
        response: { 200: ImpersonationAuditPage, ...errors },
      },
    },
    async (request) => impersonationAudit(services, request.principal, request.query),
  );
}
