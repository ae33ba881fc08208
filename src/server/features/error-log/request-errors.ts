import { ERROR_LOG_TYPES, type ErrorLogType } from '../../../engine/error-log';
import type { Principal } from '../../auth/principal';
import type { AnsweredError } from '../../errors';
import type { ErrorRecorder } from './recorder';

/** Pure. The SPEC §8 type of an error answer, or null for those the log does not keep (bad input, 401, 409). */
export function errorLogTypeOf(statusCode: number, code: string): ErrorLogType | null {
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
