import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { resolveTheme } from '../../organizations/theme';
import { ProblemSchema, SlugParams } from '../../schemas';
import { sanitizeCss } from './sanitize-css';

const defaultLogo = fs.readFileSync(new URL('./default-logo.png', import.meta.url));

const Colors = {
  type: 'object',
  additionalProperties: false,
  required: ['primary', 'secondary', 'accent', 'background'],
  properties: {
    primary: { type: 'string' },
    secondary: { type: 'string' },
    accent: { type: 'string' },
    background: { type: 'string' },
  },
} as const;
const ThemeColorsResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['light', 'dark'],
  properties: { light: Colors, dark: Colors },
} as const;
const ThemeCssResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['customCss'],
  properties: { customCss: { type: 'string' } },
} as const;
const LogoParams = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}-logo\\.png$' } },
} as const;

/** Public theme of an organization (SPEC §7): no sign-in needed, the sign-in page uses it too. */
export async function themeRoutes(app: FastifyInstance) {
  const organization = async (slug: string) => {
    const row = await app.organizations.findBySlug(slug);
    if (!row) throw notFound(`There is no organization "${slug}".`);
    return row;
  };
  const publicConfig = { public: true } as const;

  app.get<{ Params: SlugParams }>(
    '/api/Theme/Colors/:slug',
    {
      config: publicConfig,
      schema: {
        tags: ['theme'],
        summary: 'Light and dark colours',
        params: SlugParams,
        response: { 200: ThemeColorsResponse, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return resolveTheme(await organization(request.params.slug));
    },
  );

  app.get<{ Params: SlugParams }>(
    '/api/Theme/css/:slug',
    {
      config: publicConfig,
      schema: {
        tags: ['theme'],
        summary: 'Custom CSS, sanitized',
        params: SlugParams,
        response: { 200: ThemeCssResponse, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { customCss: sanitizeCss((await organization(request.params.slug)).custom_css) };
    },
  );

  app.get<{ Params: { file: string } }>(
    '/api/file/public/:file',
    {
      config: publicConfig,
      schema: {
        tags: ['theme'],
        summary: 'Public files: {slug}-logo.png',
        params: LogoParams,
        response: { 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const row = await organization(request.params.file.replace(/-logo\.png$/, ''));
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=300')
        .send(row.logo_png ?? defaultLogo);
    },
  );
}
