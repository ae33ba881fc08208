import { describe, expect, it } from 'vitest';
import { readAccessToken, toHubError } from './hub-auth';

describe('readAccessToken', () => {
  it('prefers the Bearer header and falls back to the query parameter', () => {
    expect(readAccessToken('Bearer abc', 'q')).toBe('abc');
    expect(readAccessToken('bearer abc', undefined)).toBe('abc');
    expect(readAccessToken(undefined, 'q')).toBe('q');
    expect(readAccessToken('Basic xyz', '')).toBeUndefined();
  });
});

describe('toHubError', () => {
  it('passes 4xx errors on with their code and message', () => {
    const error = Object.assign(new Error('not a member'), { statusCode: 403, code: 'FORBIDDEN' });
    expect(toHubError(error)).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'not a member' });
    expect(toHubError(Object.assign(new Error('who?'), { statusCode: 401 }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('hides everything else behind a generic 500', () => {
    expect(toHubError(new Error('connection string postgres://secret'))).toEqual({
      statusCode: 500,
      code: 'UNEXPECTED',
      message: 'An unexpected error occurred.',
    });
    expect(toHubError('string')).toMatchObject({ statusCode: 500 });
  });
});
