import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AuthConfig } from '../../../engine/api/session';
import { SILENT_RENEW_TIMEOUT_MS } from '../../../engine/constants';

const SIGNIN_POPUP = { width: 450, height: 650 } as const;

/**
 * Where the identity provider is and who this client is: GET /api/auth/config, or the same settings inlined
 * in index.html, which may leave out `userInfoEndpoint`. `userInfoEndpoint`, when given, replaces the provider's user info endpoint: the API's access token is issued for the API audience,
 * and providers (the embedded oidc-provider among them) refuse such tokens at their own userinfo endpoint.
 */
export type SignInConfig = Omit<AuthConfig, 'userInfoEndpoint'> &
  Partial<Pick<AuthConfig, 'userInfoEndpoint'>>;

/** True when a value has the shape of the auth config answer. */
export function isAuthConfig(value: unknown): value is SignInConfig {
  const v = value as Partial<SignInConfig> | null;
  return (
    typeof v?.authority === 'string' &&
    typeof v.clientId === 'string' &&
    typeof v.scope === 'string' &&
    (v.userInfoEndpoint === undefined || typeof v.userInfoEndpoint === 'string')
  );
}

/**
 * Pure. The oidc-client-ts settings of SPEC §6: authorization code (+ PKCE), user info loaded, tokens in
 * local storage, automatic silent renewal with a 10 s timeout, a 450 x 650 sign-in popup.
 * response_mode 'fragment' is our reading of "/callback (a hash route)": the code comes back in the hash.
 */
export function buildUserManagerSettings(
  config: SignInConfig,
  origin: string,
  store: Storage,
): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: `${origin}/callback`,
    silent_redirect_uri: `${origin}/silent-renew`,
    post_logout_redirect_uri: `${origin}/`,
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: SILENT_RENEW_TIMEOUT_MS / 1000,
    loadUserInfo: true,
    userStore: new WebStorageStateStore({ store }),
    popupWindowFeatures: { width: SIGNIN_POPUP.width, height: SIGNIN_POPUP.height },
    ...(config.userInfoEndpoint ? { metadataSeed: { userinfo_endpoint: config.userInfoEndpoint } } : {}),
  };
}
