import { redirectUris, type AuthConfig } from './auth-config';

/**
 * The redirect sign-in of SPEC §6 (authorization code + PKCE, the answer in the URL hash) without a library,
 * and the signed-in user as oidc-client-ts keeps it in local storage. The way to the dashboard needs only
 * this; oidc-client-ts (silent renewal, sign-out) loads when one of those is due (auth-service.ts) and finds
 * the user where it keeps its own.
 */

/** The user as oidc-client-ts stores it (`User.toStorageString`) under `oidc.user:{authority}:{client}`. */
export type StoredUser = {
  id_token?: string;
  session_state?: string | null;
  access_token: string;
  refresh_token?: string;
  token_type: string;
  scope?: string;
  profile: {
    sub: string;
    email?: string;
    name?: string;
    preferred_username?: string;
    [claim: string]: unknown;
  };
  /** seconds since the epoch */
  expires_at?: number;
};

/** What the redirect remembers until the answer comes back: in local storage under `dpt.signin.{state}`. */
type PendingSignIn = { verifier: string; returnTo: string; created: number };

type Metadata = { authorization_endpoint: string; token_endpoint: string; userinfo_endpoint?: string };

const PENDING_PREFIX = 'dpt.signin.';
/** a sign-in left unfinished for longer is forgotten (oidc-client-ts's default for its state, 15 minutes) */
const PENDING_MAX_AGE_S = 900;
/** claims of the ID token that describe the token, not the person (oidc-client-ts drops them too) */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

export const userStorageKey = (config: AuthConfig) => `oidc.user:${config.authority}:${config.clientId}`;

const epochSeconds = () => Math.floor(Date.now() / 1000);

/** True when the user's access token has expired, or will within `marginS` seconds. */
export function isExpired(user: StoredUser, marginS = 0): boolean {
  return user.expires_at !== undefined && user.expires_at - marginS <= epochSeconds();
}

/** The stored user, or null (none, or unreadable). */
export function readStoredUser(config: AuthConfig, store: Storage): StoredUser | null {
  try {
    const user = JSON.parse(store.getItem(userStorageKey(config)) ?? 'null') as StoredUser | null;
    return user && typeof user.access_token === 'string' ? user : null;
  } catch {
    return null;
  }
}

const metadataCache = new Map<string, Promise<Metadata>>();

/** The provider's discovery document (cached per authority). */
function metadataOf(authority: string): Promise<Metadata> {
  let pending = metadataCache.get(authority);
  if (!pending) {
    pending = fetch(`${authority.replace(/\/$/, '')}/.well-known/openid-configuration`).then(async (res) => {
      if (!res.ok) throw new Error(`The provider's configuration answered ${res.status}.`);
      return (await res.json()) as Metadata;
    });
    pending.catch(() => metadataCache.delete(authority));
    metadataCache.set(authority, pending);
  }
  return pending;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomString = (bytes: number) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** The PKCE challenge (S256) of a verifier. */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Pure. The authorization request's URL. */
export function authorizeUrl(
  endpoint: string,
  config: AuthConfig,
  origin: string,
  request: { state: string; challenge: string; extra: Record<string, string | undefined> },
): string {
  const url = new URL(endpoint);
  const params: Record<string, string | undefined> = {
    client_id: config.clientId,
    redirect_uri: redirectUris(origin).redirect_uri,
    response_type: 'code',
    scope: config.scope,
    state: request.state,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    response_mode: 'fragment',
    ...request.extra,
  };
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.toString();
}

/** Forgets unfinished sign-ins older than 15 minutes (a tab closed on the provider's page). */
function clearStalePending(store: Storage) {
  for (const key of Object.keys(store)) {
    if (!key.startsWith(PENDING_PREFIX)) continue;
    try {
      const pending = JSON.parse(store.getItem(key) ?? '') as PendingSignIn;
      if (pending.created > epochSeconds() - PENDING_MAX_AGE_S) continue;
    } catch {
      // unreadable: removed below
    }
    store.removeItem(key);
  }
}

/** Sends the browser to the provider's sign-in page; `extra` are further query parameters (organization, ui_locales). */
export async function redirectToSignIn(
  config: AuthConfig,
  store: Storage,
  returnTo: string,
  extra: Record<string, string | undefined>,
): Promise<void> {
  const metadata = await metadataOf(config.authority);
  clearStalePending(store);
  const state = randomString(16);
  const verifier = randomString(32);
  const pending: PendingSignIn = { verifier, returnTo, created: epochSeconds() };
  store.setItem(PENDING_PREFIX + state, JSON.stringify(pending));
  const url = authorizeUrl(metadata.authorization_endpoint, config, window.location.origin, {
    state,
    challenge: await challengeOf(verifier),
    extra,
  });
  window.location.assign(url);
}

/** Pure. The claims of a JWT's payload (not verified: the API verifies the tokens it is sent). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Record<
    string,
    unknown
  >;
}

type TokenAnswer = {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: string;
  scope?: string;
  expires_in?: number;
  session_state?: string;
};

/** Pure. The stored user from the token answer and the user info claims (which must name the same person). */
export function userFrom(
  tokens: TokenAnswer,
  userInfo: Record<string, unknown> | null,
  now: number,
): StoredUser {
  const idClaims = tokens.id_token ? claimsOf(tokens.id_token) : {};
  for (const claim of PROTOCOL_CLAIMS) delete idClaims[claim];
  if (userInfo && idClaims.sub !== undefined && userInfo.sub !== idClaims.sub)
    throw new Error('The user info names another person than the ID token.');
  const profile = { ...idClaims, ...userInfo } as StoredUser['profile'];
  return {
    id_token: tokens.id_token,
    session_state: tokens.session_state ?? null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile,
    expires_at: tokens.expires_in === undefined ? undefined : now + Math.floor(tokens.expires_in),
  };
}

/**
 * Redeems the provider's answer in `url` (its hash): checks the state, exchanges the code (PKCE), loads the
 * user info, stores the user. Resolves the user and the path the sign-in began at.
 */
export async function redeemSignIn(
  config: AuthConfig,
  store: Storage,
  url: string,
): Promise<{ user: StoredUser; returnTo: string }> {
  const answer = new URLSearchParams(new URL(url).hash.slice(1));
  const state = answer.get('state') ?? '';
  const raw = store.getItem(PENDING_PREFIX + state);
  store.removeItem(PENDING_PREFIX + state);
  if (!raw) throw new Error('No matching sign-in for this answer.');
  const pending = JSON.parse(raw) as PendingSignIn;
  const error = answer.get('error');
  if (error)
    throw new Error(`The provider refused the sign-in: ${error} ${answer.get('error_description') ?? ''}`);
  const metadata = await metadataOf(config.authority);
  const origin = new URL(url).origin;
  const res = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: answer.get('code') ?? '',
      redirect_uri: redirectUris(origin).redirect_uri,
      code_verifier: pending.verifier,
      client_id: config.clientId,
    }),
  });
  if (!res.ok) throw new Error(`The token endpoint answered ${res.status}.`);
  const tokens = (await res.json()) as TokenAnswer;
  const userInfoEndpoint = config.userInfoEndpoint ?? metadata.userinfo_endpoint;
  let userInfo: Record<string, unknown> | null = null;
  if (userInfoEndpoint) {
    const info = await fetch(userInfoEndpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    if (!info.ok) throw new Error(`The user info endpoint answered ${info.status}.`);
    userInfo = (await info.json()) as Record<string, unknown>;
  }
  const user = userFrom(tokens, userInfo, epochSeconds());
  store.setItem(userStorageKey(config), JSON.stringify(user));
  return { user, returnTo: pending.returnTo };
}
