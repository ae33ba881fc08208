import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { missingApiScope, SignInFailedError, signInFailureOf } from './sign-in-failure';

describe('a failed sign-in after the provider', () => {
  it('finds the API scope a token lacks, and none when it has it or the provider answered no scope', () => {
    const requested = 'openid profile email dpt-api roles';
    expect(missingApiScope(requested, 'openid profile email')).toBe('dpt-api');
    expect(missingApiScope(requested, 'openid dpt-api')).toBeUndefined();
    expect(missingApiScope(requested, undefined)).toBeUndefined();
    expect(missingApiScope('openid api://app-1/dpt-api', 'dpt-api')).toBeUndefined();
  });

  it('tells a refusal in the callback from a refused code, with the provider words', () => {
    const refused = signInFailureOf(
      new ErrorResponse({ error: 'access_denied', error_description: 'User cancelled' }),
      'http://localhost/callback?error=access_denied&error_description=User%20cancelled&state=s',
    );
    expect(refused).toEqual({ kind: 'refused', detail: 'User cancelled' });
    const code = signInFailureOf(
      new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
      'http://localhost/callback#code=c&state=s',
    );
    expect(code).toEqual({ kind: 'notCompleted', detail: 'grant request is invalid' });
    expect(signInFailureOf(new Error('network'), 'http://localhost/callback?code=c&state=s')).toEqual({
      kind: 'notCompleted',
    });
    const scope = new SignInFailedError({ kind: 'noApiAccess', scope: 'dpt-api' });
    expect(signInFailureOf(scope, 'http://localhost/callback?code=c&state=s')).toEqual({
      kind: 'noApiAccess',
      scope: 'dpt-api',
    });
  });
});
