import type { FastifyRequest } from 'fastify';
import type { ApiProblem } from '../engine/session/session-types';

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
 * A SCIM error answer of a known caller, for the error log: method, route pattern (never the URL with its
 * values), status and SCIM error type; a 500 with the id its answer and log line carry.
 */
export type ScimErrorReport = {
  organizationId: number;
  method: string;
  route: string;
  status: number;
  scimType?: string;
  errorId?: string;
};
