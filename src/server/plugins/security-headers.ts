import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What the headers depend on: an external sign-in issuer is allowed as a frame, form target and connection. */
export type SecurityHeadersDeps = { oidcIssuer?: string };

/** The product's Content Security Policy and other helmet options. */
function helmetOptions({ oidcIssuer }: SecurityHeadersDeps): HelmetOptions {
  const issuerOrigin = oidcIssuer ? [new URL(oidcIssuer).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-eval': the form renderer validates with its own interpreter of the compiled schema
        // (src/client/forms/validator); ajv, which generates code, runs on the server only.
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...issuerOrigin],
        frameSrc: ["'self'", ...issuerOrigin],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...issuerOrigin],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies, ...) on every answer. Helmet's
 * headers depend only on its options, so its middleware runs once, against a recorder, and each answer
 * gets the recorded set. (@fastify/helmet built helmet anew — parsing the whole CSP — on every request:
 * about a tenth of the server's time under load.)
 */
export function registerSecurityHeaders(app: FastifyInstance, deps: SecurityHeadersDeps): void {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(helmetOptions(deps))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  );
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
