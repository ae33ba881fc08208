/**
 * GET /api/auth/config: where the identity provider is and who this client is. `userInfoEndpoint`, when
 * given, replaces the provider's user info endpoint: the API's access token is issued for the API audience,
 * and providers (the embedded oidc-provider among them) refuse such tokens at their own userinfo endpoint.
 */
export type AuthConfig = { authority: string; clientId: string; scope: string; userInfoEndpoint?: string };

/** True when a value has the shape of the auth config answer. */
export function isAuthConfig(value: unknown): value is AuthConfig {
  const v = value as Partial<AuthConfig> | null;
  return (
    typeof v?.authority === 'string' &&
    typeof v.clientId === 'string' &&
    typeof v.scope === 'string' &&
    (v.userInfoEndpoint === undefined || typeof v.userInfoEndpoint === 'string')
  );
}

/** Where the app receives the provider's answers, and where the provider sends the user after signing out. */
export function redirectUris(origin: string) {
  return {
    redirect_uri: `${origin}/callback`,
    silent_redirect_uri: `${origin}/silent-renew`,
    post_logout_redirect_uri: `${origin}/`,
  };
}
