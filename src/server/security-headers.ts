import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies, ...) on every answer. Helmet's
 * headers depend only on its options, so its middleware runs once, against a recorder, and each answer
 * gets the recorded set. (@fastify/helmet built helmet anew — parsing the whole CSP — on every request:
 * about a tenth of the server's time under load.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Answers of the API carry personal data: no cache keeps them. A route that may be cached
    // (the public theme) sets its own header, which replaces this one.
    if (NO_STORE_PREFIXES.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
}

/** The paths whose answers are never stored by a browser or proxy: API, SCIM, calendar feeds, hubs. */
const NO_STORE_PREFIXES = /^\/(api|scim|calendar|hubs)(\/|\?|$)/i;
