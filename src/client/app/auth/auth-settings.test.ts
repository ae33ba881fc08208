import { InMemoryWebStorage, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { buildUserManagerSettings, isAuthConfig } from './auth-settings';

const config = {
  authority: 'http://localhost:3000/oidc',
  clientId: 'dpt-web',
  scope: 'openid profile email dpt-api roles',
};

describe('buildUserManagerSettings (SPEC §6)', () => {
  const settings = buildUserManagerSettings(config, 'http://localhost:3000', new InMemoryWebStorage());

  it('takes authority, client and scope from /api/auth/config', () => {
    expect(settings).toMatchObject({
      authority: config.authority,
      client_id: 'dpt-web',
      scope: 'openid profile email dpt-api roles',
    });
  });

  it('uses the code flow with the callback in the hash, user info, silent renewal in 10 s', () => {
    expect(settings).toMatchObject({
      response_type: 'code',
      response_mode: 'fragment',
      redirect_uri: 'http://localhost:3000/callback',
      silent_redirect_uri: 'http://localhost:3000/silent-renew',
      post_logout_redirect_uri: 'http://localhost:3000/',
      automaticSilentRenew: true,
      silentRequestTimeoutInSeconds: 10,
      loadUserInfo: true,
      popupWindowFeatures: { width: 450, height: 650 },
    });
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
  });

  it('uses the user info endpoint of the config when the server names one', () => {
    expect(settings.metadataSeed).toBeUndefined();
    const seeded = buildUserManagerSettings(
      { ...config, userInfoEndpoint: 'http://localhost:3000/api/auth/userinfo' },
      'http://localhost:3000',
      new InMemoryWebStorage(),
    );
    expect(seeded.metadataSeed).toEqual({ userinfo_endpoint: 'http://localhost:3000/api/auth/userinfo' });
  });

  it('recognises the config answer', () => {
    expect(isAuthConfig(config)).toBe(true);
    expect(isAuthConfig({ authority: 'x' })).toBe(false);
    expect(isAuthConfig(null)).toBe(false);
  });
});
