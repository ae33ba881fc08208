import type { Static, TSchema, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ProblemSchema, SlugParams } from '../../../engine/api/common';
import type { ThemeServices } from './deps';
import { LogoParams, OrganizationTheme, ThemeCss } from '../../../engine/api/theme';
import { logoPng, themeColors, themeCss } from './service';

const tags = ['theme'];
const config = { public: true } as const;

/** GET /file/public/{file}: the PNG bytes, not JSON (Fastify sends a Buffer as it is). */
const LogoPng = {
  content: { 'image/png': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
} as const;

/** Public theme of an organization (SPEC §7): no sign-in needed, the sign-in page uses it too. */
export async function themeRoutes(fastify: FastifyInstance, { services }: { services: ThemeServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** A part of the theme by the organization's slug, which browsers may keep for a minute. */
  const themePart = <S extends TSchema>(
    url: string,
    summary: string,
    answer: S,
    part: (services: ThemeServices, slug: string) => Promise<Static<S>>,
  ) =>
    fastify.get<{ Params: SlugParams }>(
      url,
      {
        config,
        schema: { tags, summary, params: SlugParams, response: { 200: answer, 404: ProblemSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return part(services, request.params.slug);
      },
    );
  themePart('/api/Theme/Colors/:slug', 'Light and dark colours', OrganizationTheme, themeColors);
  themePart('/api/Theme/css/:slug', 'Custom CSS, sanitized', ThemeCss, themeCss);

  app.get(
    '/api/file/public/:file',
    {
      config,
      schema: {
        tags,
        summary: 'Public files: {slug}-logo.png',
        params: LogoParams,
        response: { 200: LogoPng, 404: ProblemSchema },
      },
    },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'public, max-age=300')
        .send(await logoPng(services, request.params.file)),
  );
}
