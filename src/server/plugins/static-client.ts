import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchFormPage } from '../../engine/pages/form-pages';
import { problem } from '../errors';
import { loadIndexPages } from './index-page';

const API_PREFIXES = ['/api/', '/oidc/', '/hubs/', '/auth/'];

/** Where the built client is, and GET /api/auth/config's answer, written into index.html. */
export type StaticClientDeps = { clientDir: string; authConfig: unknown };

/**
 * Serves the built client: hashed assets with long caching, /silent-renew as its static page, and
 * index.html for every other page path (the client router shows the 404 page), with the sign-in settings
 * inline and, on a form page, that page's chunks preloaded. API paths keep the JSON 404.
 */
export async function registerStaticClient(app: FastifyInstance, deps: StaticClientDeps): Promise<void> {
  const { clientDir, authConfig } = deps;
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  const pages = hasClient ? loadIndexPages(clientDir, authConfig) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // scripts and styles have .br/.gz copies from the build (scripts/compress-client.mjs)
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/silent-renew', { config: { public: true }, schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('silent-renew.html'),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const isPage =
      request.method === 'GET' &&
      !API_PREFIXES.some((p) => pathname.startsWith(p)) &&
      !path.extname(pathname);
    if (isPage && pages) {
      const formPage = matchFormPage(pathname);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(formPage ? pages.forms[formPage.kind] : pages.plain);
    }
    return reply.status(404).send(problem(404, 'NOT_FOUND', `No route ${request.method} ${pathname}.`));
  });
}
