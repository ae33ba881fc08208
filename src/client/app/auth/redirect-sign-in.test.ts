import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  challengeOf,
  claimsOf,
  isExpired,
  readStoredUser,
  userFrom,
  userStorageKey,
} from './redirect-sign-in';

const config = {
  authority: 'http://localhost:3000/oidc',
  clientId: 'dpt-web',
  scope: 'openid profile email dpt-api roles',
};
const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('redirect sign-in (SPEC §6)', () => {
  it('asks for the code flow with PKCE, the answer in the hash, and the extra parameters', () => {
    const url = new URL(
      authorizeUrl('http://localhost:3000/oidc/auth', config, 'http://localhost:3000', {
        state: 's1',
        challenge: 'c1',
        extra: { organization: 'demo', ui_locales: 'de-DE', unused: undefined },
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'dpt-web',
      redirect_uri: 'http://localhost:3000/callback',
      response_type: 'code',
      scope: config.scope,
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
      response_mode: 'fragment',
      organization: 'demo',
      ui_locales: 'de-DE',
    });
  });

  it("derives the S256 challenge: base64url of the verifier's SHA-256", async () => {
    // SHA-256("abc") = ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad (FIPS 180-2)
    expect(await challengeOf('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('stores the user as oidc-client-ts does: ID token and user info claims, expiry in seconds', () => {
    const idToken = jwt({ sub: '42', iss: 'x', nonce: 'n', at_hash: 'h', name: 'Emil', exp: 9 });
    const user = userFrom(
      { access_token: 'a', id_token: idToken, token_type: 'Bearer', scope: 'openid', expires_in: 3600 },
      { sub: '42', email: 'emil@demo.example' },
      1000,
    );
    expect(user).toEqual({
      id_token: idToken,
      session_state: null,
      access_token: 'a',
      refresh_token: undefined,
      token_type: 'Bearer',
      scope: 'openid',
      profile: { sub: '42', iss: 'x', name: 'Emil', exp: 9, email: 'emil@demo.example' },
      expires_at: 4600,
    });
    expect(claimsOf(idToken).nonce).toBe('n');
  });

  it('refuses user info of another person', () => {
    expect(() =>
      userFrom({ access_token: 'a', id_token: jwt({ sub: '42' }), token_type: 'Bearer' }, { sub: '7' }, 0),
    ).toThrow();
  });

  it('reads the stored user under the key oidc-client-ts uses, and knows when it expired', () => {
    const store = new MemoryStorage() as unknown as Storage;
    expect(readStoredUser(config, store)).toBeNull();
    store.setItem(userStorageKey(config), 'not json');
    expect(readStoredUser(config, store)).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    store.setItem(
      'oidc.user:http://localhost:3000/oidc:dpt-web',
      JSON.stringify({
        access_token: 'a',
        token_type: 'Bearer',
        profile: { sub: '1' },
        expires_at: now + 60,
      }),
    );
    const user = readStoredUser(config, store)!;
    expect(user.access_token).toBe('a');
    expect(isExpired(user)).toBe(false);
    expect(isExpired(user, 120)).toBe(true);
    expect(isExpired({ ...user, expires_at: now - 1 })).toBe(true);
  });
});
