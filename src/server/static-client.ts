import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from './errors';

const API_PREFIXES = ['/api/', '/oidc/', '/hubs/', '/auth/'];

/**
 * Serves the built client: hashed assets with long caching, /silent-renew as its static page, and
 * index.html for every other page path (the client router shows the 404 page). API paths keep the
 * JSON 404.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
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
    if (isPage && hasClient)
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    return reply.status(404).send(problem(404, 'NOT_FOUND', `No route ${request.method} ${pathname}.`));
  });
}
