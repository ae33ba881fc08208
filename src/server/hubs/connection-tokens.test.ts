import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionTokens } from './connection-tokens';

const alice = { userId: 1, organizationId: 1 };

describe('ConnectionTokens', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('redeems a token once, for the same principal and hub', () => {
    const tokens = new ConnectionTokens(30_000);
    const { connectionId, connectionToken } = tokens.issue('users', alice);
    expect(connectionToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.redeem(connectionToken, 'users', { ...alice })).toBe(connectionId);
    expect(tokens.redeem(connectionToken, 'users', alice)).toBeUndefined();
  });

  it.each([
    ['another user', 'users', { userId: 2, organizationId: 1 }],
    ['another organization', 'users', { userId: 1, organizationId: 2 }],
    ['another hub', 'forms', alice],
  ] as const)('refuses %s and spends the token', (_name, hub, principal) => {
    const tokens = new ConnectionTokens(30_000);
    const { connectionToken } = tokens.issue('users', alice);
    expect(tokens.redeem(connectionToken, hub, principal)).toBeUndefined();
    expect(tokens.redeem(connectionToken, 'users', alice)).toBeUndefined();
  });

  it('expires unused tokens and forgets spent ones once expired', () => {
    const tokens = new ConnectionTokens(30_000);
    const first = tokens.issue('users', alice);
    const second = tokens.issue('users', alice);
    expect(tokens.redeem(first.connectionToken, 'users', alice)).toBe(first.connectionId);
    vi.advanceTimersByTime(30_001);
    expect(tokens.redeem(second.connectionToken, 'users', alice)).toBeUndefined();
    tokens.redeem(tokens.issue('users', alice).connectionToken, 'users', alice);
    expect(tokens.size).toBe(1);
  });

  it('refuses missing, unknown and tampered tokens', () => {
    const tokens = new ConnectionTokens(30_000);
    expect(tokens.redeem(undefined, 'users', alice)).toBeUndefined();
    expect(tokens.redeem('guess', 'users', alice)).toBeUndefined();
    expect(tokens.redeem('a.b.c', 'users', alice)).toBeUndefined();
    const { connectionToken } = tokens.issue('users', { userId: 2, organizationId: 1 });
    const [, signature] = connectionToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ c: 'x', h: 'users', o: 1, u: 1, e: Date.now() + 1000 }),
    ).toString('base64url');
    expect(tokens.redeem(`${forged}.${signature}`, 'users', alice)).toBeUndefined();
  });

  it('accepts a token of another instance only when both share the secret', () => {
    const issuer = new ConnectionTokens(30_000, 'shared-secret');
    const sibling = new ConnectionTokens(30_000, 'shared-secret');
    const stranger = new ConnectionTokens(30_000);
    const { connectionId, connectionToken } = issuer.issue('users', alice);
    expect(stranger.redeem(connectionToken, 'users', alice)).toBeUndefined();
    expect(sibling.redeem(connectionToken, 'users', alice)).toBe(connectionId);
  });
});
