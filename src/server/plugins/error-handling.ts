import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { diskFaultOf } from './disk-faults';
import { HttpError, problem, type AnsweredError } from '../errors';

/** Fastify's own error codes for bad requests, mapped to our stable codes. */
const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_JSON'],
};

/**
 * Turns every error into a problem object: 4xx for bad input, 500 only for real faults (logged, with an
 * `errorId` in the answer). `onError` hears each answered error; it must not throw or wait (a failure there is
 * logged and the answer goes out unchanged).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { onError?: (answered: AnsweredError) => void } = {},
): void {
  const report = (answered: AnsweredError) => {
    try {
      options.onError?.(answered);
    } catch (err) {
      answered.request.log.error({ err }, 'reporting an error answer failed');
    }
  };
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      report({ request, statusCode: error.statusCode, code: error.code, details: error.details });
      return reply
        .status(error.statusCode)
        .send({ ...error.details, ...problem(error.statusCode, error.code, error.message, error.errors) });
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => {
        const missing = v.keyword === 'required' ? `/${String(v.params.missingProperty)}` : '';
        const extra = v.keyword === 'additionalProperties' ? `/${String(v.params.additionalProperty)}` : '';
        return { path: `/${part}${v.instancePath}${missing}${extra}`, message: v.message ?? 'is invalid' };
      });
      return reply.status(400).send(problem(400, 'VALIDATION_FAILED', 'The request is invalid.', errors));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known[0]).send(problem(known[0], known[1], error.message));
    if (error.statusCode === 429)
      return reply.status(429).send(problem(429, 'TOO_MANY_REQUESTS', error.message));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(problem(error.statusCode, 'BAD_REQUEST', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(problem(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable now; try again shortly.'));
    }
    const disk = diskFaultOf(error);
    if (disk === 'full') {
      // the server stays up: reads go on, and saves succeed again once there is room
      request.log.error(
        { err: error },
        'storage full: the disk of the data folder or the database has no room',
      );
      report({ request, statusCode: 507, code: 'STORAGE_FULL' });
      return reply
        .status(507)
        .send(
          problem(507, 'STORAGE_FULL', "The server's storage is full; nothing was saved. Try again later."),
        );
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unexpected error');
    report({ request, statusCode: 500, code: 'UNEXPECTED', errorId });
    return reply
      .status(500)
      .send({ ...problem(500, 'UNEXPECTED', 'An unexpected error occurred.'), errorId });
  });
}

/**
 * Hands `report` each request to an API path no route serves, after its 404 answer went out (the error log
 * records those of members). A failing report is logged; the answer is not affected.
 */
export function reportUnknownApiPaths(
  app: FastifyInstance,
  deps: { report: (request: FastifyRequest) => Promise<void> },
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 404 && !request.routeOptions.url && request.url.startsWith('/api/'))
      await deps
        .report(request)
        .catch((err: unknown) => request.log.error({ err }, 'recording an unknown API path failed'));
  });
}
