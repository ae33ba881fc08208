import { ERROR_LOG_TYPES, type ErrorLogType } from '../../../engine/error-log';
import type { FastifyRequest } from 'fastify';
import { bearerToken, type Principal, type PrincipalResolver } from '../../auth/principal';
import type { AnsweredError, ScimErrorReport } from '../../errors';
import type { ErrorRecorder } from './recorder';

/** Pure. The SPEC §8 type of an error answer, or null for those the log does not keep (bad input, 401, 409). */
function errorLogTypeOf(statusCode: number, code: string): ErrorLogType | null {
  if (code === 'NO_QUESTIONNAIRE_CONFIGURED') return ERROR_LOG_TYPES.questionnaireNotAssigned;
  if (statusCode === 403) return ERROR_LOG_TYPES.forbidden;
  if (statusCode === 404) return ERROR_LOG_TYPES.notFound;
  if (statusCode >= 500) return ERROR_LOG_TYPES.unexpected;
  return null;
}

/** Pure. Numeric details only (ids and types): a description never carries text the caller sent. */
const numericDetails = (details: Record<string, unknown> | undefined) =>
  Object.entries(details ?? {})
    .filter(([, value]) => typeof value === 'number')
    .map(([key, value]) => ` ${key}=${String(value)}`)
    .join('');

/**
 * Records an error answer of an API route: 403, 404, 500 and a missing questionnaire, in the caller's
 * organization, described by method, route pattern (never the URL with its values or query) and problem code.
 * A 500 before the caller was known is kept in the organization its page names; other errors of unknown
 * callers are not kept (anyone could write them into any organization's log).
 */
export function recordAnsweredError(recorder: ErrorRecorder, answered: AnsweredError): void {
  const { request, statusCode, code } = answered;
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/')) return;
  const type = errorLogTypeOf(statusCode, code);
  if (type === null) return;
  const principal = request.principal as Principal | null;
  const slug = request.headers['x-organization'];
  const organization = principal
    ? { id: principal.organization.id }
    : type === ERROR_LOG_TYPES.unexpected && typeof slug === 'string' && slug
      ? { slug }
      : null;
  if (!organization) return;
  recorder.record({
    organization,
    user: principal ? { id: principal.user.id } : null,
    type,
    description: `${request.method} ${route} ${code}${numericDetails(answered.details)}`,
    errorId: answered.errorId ?? null,
  });
}

/** The longest unknown path an entry keeps (a path is what the caller got wrong; the query is never kept). */
const UNKNOWN_PATH_MAX_LENGTH = 120;

/**
 * After a 404 for an API path that no route serves: when the request names a member of an organization (its
 * token and organization header resolve), records a 404 in that organization with the path (without the query,
 * cut to 120 characters) and the member. Runs after the answer went out; an unknown caller is not recorded.
 */
export async function recordUnknownApiPath(
  recorder: ErrorRecorder,
  resolve: PrincipalResolver,
  request: FastifyRequest,
): Promise<void> {
  const slug = request.headers['x-organization'];
  const token = bearerToken(request.headers.authorization);
  if (!token || typeof slug !== 'string' || !slug) return;
  let principal: Principal;
  try {
    principal = await resolve(token, slug);
  } catch {
    return; // no member of that organization: nothing is written into its log
  }
  const path = (request.url.split('?')[0] ?? '').slice(0, UNKNOWN_PATH_MAX_LENGTH);
  recorder.record({
    organization: { id: principal.organization.id },
    user: { id: principal.user.id },
    type: ERROR_LOG_TYPES.notFound,
    description: `${request.method} ${path} NO_SUCH_ROUTE`,
  });
}

/**
 * Records a SCIM error answer of a known provisioning caller (403, 404, 500): no person acted, so no user; the
 * description names method, route pattern, status and SCIM error type, never the URL's values or the body.
 */
export function recordScimError(recorder: ErrorRecorder, report: ScimErrorReport): void {
  const type =
    report.status === 403
      ? ERROR_LOG_TYPES.forbidden
      : report.status === 404
        ? ERROR_LOG_TYPES.notFound
        : report.status >= 500
          ? ERROR_LOG_TYPES.unexpected
          : null;
  if (type === null) return;
  recorder.record({
    organization: { id: report.organizationId },
    user: null,
    type,
    description: `SCIM ${report.method} ${report.route} ${report.status}${report.scimType ? ` ${report.scimType}` : ''}`,
    errorId: report.errorId ?? null,
  });
}

/** Records a failed sign-in at the embedded provider (type 1): the e-mail tried, never the password. */
export function recordBadLogin(
  recorder: ErrorRecorder,
  attempt: { email: string; organizationSlug?: string },
): void {
  if (!attempt.organizationSlug) return;
  const email = attempt.email.slice(0, 254);
  recorder.record({
    organization: { slug: attempt.organizationSlug },
    user: { email },
    type: ERROR_LOG_TYPES.badLogin,
    description: `Sign-in failed for ${email}`,
  });
}
