import { ErrorResponse } from 'oidc-client-ts';

/** Why a sign-in failed after the identity provider: what the page says, and the provider's words if any. */
export type SignInFailure =
  | { kind: 'refused'; detail?: string }
  | { kind: 'noApiAccess'; scope: string }
  | { kind: 'notCompleted'; detail?: string };

/** Scopes every provider grants or leaves out at will: their absence is no missing API access. */
const STANDARD_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access', 'roles']);

/** A sign-in that came back but cannot be used; carries its failure for the callback page. */
export class SignInFailedError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(`Sign-in failed: ${failure.kind}`);
  }
}

/**
 * Pure. The API scope the granted scopes lack, or undefined: the requested scopes other than the standard ones
 * must all be granted. A provider that answers no scope granted what was asked (RFC 6749 5.1).
 */
export function missingApiScope(requested: string, granted: string | undefined): string | undefined {
  if (granted === undefined || granted.trim() === '') return undefined;
  const have = new Set(granted.split(/\s+/));
  // Entra ID may answer `api://<app>/dpt-api` by its last part
  const isGranted = (scope: string) => have.has(scope) || have.has(scope.slice(scope.lastIndexOf('/') + 1));
  return requested
    .split(/\s+/)
    .find((scope) => scope !== '' && !STANDARD_SCOPES.has(scope) && !isGranted(scope));
}

/**
 * Pure. What a failed callback means: an `error=` in the callback URL (the provider refused), a refused code at
 * the token endpoint (an ErrorResponse without a callback error), or a token without the API scope.
 */
export function signInFailureOf(error: unknown, callbackUrl: string): SignInFailure {
  if (error instanceof SignInFailedError) return error.failure;
  const { hash, search } = new URL(callbackUrl);
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : search);
  const detail =
    error instanceof ErrorResponse ? (error.error_description ?? error.error ?? undefined) : undefined;
  if (params.has('error'))
    return { kind: 'refused', detail: params.get('error_description') ?? params.get('error') ?? detail };
  return { kind: 'notCompleted', ...(detail ? { detail } : {}) };
}
