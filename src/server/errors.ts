import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiProblem } from '../engine/session/session-types';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable';
import { diskFaultOf } from './disk-faults';

/** An error the API reports to its caller as a problem object with a stable code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: ApiProblem['errors'],
    /** further fields of the problem object (e.g. what is missing); the route's error schema lists them */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'A valid access token is required.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You have no access to this resource.') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
export const badRequest = (code: string, message: string, errors?: ApiProblem['errors']) =>
  new HttpError(400, code, message, errors);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new HttpError(409, code, message, undefined, details);

/** Message keys the client translates; one per code. */
const messageKeys: Record<string, string> = {
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  VALIDATION_FAILED: 'errors.validation',
  MALFORMED_JSON: 'errors.malformedJson',
  BODY_TOO_LARGE: 'errors.bodyTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupportedMediaType',
  ORGANIZATION_REQUIRED: 'errors.organizationRequired',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  UNEXPECTED: 'errors.unexpected',
};

export function problem(
  statusCode: number,
  code: string,
  message: string,
  errors?: ApiProblem['errors'],
): ApiProblem {
  return {
    statusCode,
    code,
    messageKey: messageKeys[code] ?? `errors.${code}`,
    message,
    ...(errors ? { errors } : {}),
  };
}

/** Fastify's own error codes for bad requests, mapped to our stable codes. */
const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_JSON'],
};

/** An error answer as the handler reports it (the error log records some: see features/error-log). */
export type AnsweredError = {
  request: FastifyRequest;
  statusCode: number;
  code: string;
  /** the id a 500 answer carries (and its log line), so that a user's report finds both */
  errorId?: string;
  details?: Record<string, unknown>;
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
