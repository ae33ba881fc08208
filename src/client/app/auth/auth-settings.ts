import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { SILENT_RENEW_TIMEOUT_MS } from '../../../engine/constants';
import { redirectUris, type AuthConfig } from './auth-config';

export { isAuthConfig, type AuthConfig } from './auth-config';

const SIGNIN_POPUP = { width: 450, height: 650 } as const;

/**
 * Pure. The oidc-client-ts settings of SPEC §6: authorization code (+ PKCE), user info loaded, tokens in
 * local storage, automatic silent renewal with a 10 s timeout, a 450 x 650 sign-in popup.
 * response_mode 'fragment' is our reading of "/callback (a hash route)": the code comes back in the hash.
 */
export function buildUserManagerSettings(
  config: AuthConfig,
  origin: string,
  store: Storage,
): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    response_mode: 'fragment',
    ...redirectUris(origin),
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: SILENT_RENEW_TIMEOUT_MS / 1000,
    loadUserInfo: true,
    userStore: new WebStorageStateStore({ store }),
    popupWindowFeatures: { width: SIGNIN_POPUP.width, height: SIGNIN_POPUP.height },
    ...(config.userInfoEndpoint ? { metadataSeed: { userinfo_endpoint: config.userInfoEndpoint } } : {}),
  };
}
