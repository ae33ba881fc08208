import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose value is a secret: tokens, codes, the sign-in's state, passwords. */
const SECRET_PARAMS =
  /^(access_?token|token|code|id_token_hint|id_token|refresh_token|state|password|client_secret|code_verifier|session_state)$/i;
/**
 * The routes whose path carries a secret, each as the path up to the secret segment: the calendar feed
 * (`/calendar/{secret}.ics`), the anonymous feedback link (`/{slug}/feedback/anonymous/{id}/{token}`), and the
 * provider's interaction and its resumption (`/oidc/interaction/{uid}`, `/oidc/auth/{uid}`), whose uid stands for
 * a sign-in in progress. The segment after the prefix is redacted whatever its shape.
 */
const SECRET_PATHS = [
  /^(\/calendar\/)[^/]+/,
  /^(\/[^/]+\/feedback\/anonymous\/[^/]+\/)[^/]+/,
  /^(\/oidc\/interaction\/)[^/]+/,
  /^(\/oidc\/auth\/)[^/]+/,
];
/**
 * Besides those routes, a path segment that looks like a token (16 or more URL-safe characters with letters and
 * digits) on any route: a secret-bearing route added later without its rule above still stays out of the log.
 */
const TOKEN_SEGMENT = /^(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{16,}$/;
const REDACTED = '[redacted]';

/** Pure. The URL (path and query) with every secret replaced by [redacted], for log lines. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const redactedPath = SECRET_PATHS.reduce((p, route) => p.replace(route, `$1${REDACTED}`), path)
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (queryAt < 0) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed name stays as it came
      }
      return SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * The logger options of the server with the redaction of secrets: the request serializer logs the
 * URL through redactUrl; authorization and cookie headers, wherever a log line carries headers, are censored.
 * Logger options given as an object (tests hand in a stream) keep their level and stream.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  const options = logger as Record<string, unknown>;
  return {
    ...options,
    serializers: {
      ...(options.serializers as object | undefined),
      req: (req: RequestLike) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        host: req.host ?? req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        'password',
        'accessToken',
        'token',
      ],
      censor: REDACTED,
    },
  } as FastifyServerOptions['logger'];
}
