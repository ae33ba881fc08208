import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';
import { unauthorized } from '../errors';

export type VerifiedToken = {
  subject: string;
  roles: string[];
  scopes: string[];
  /** the provider's sign-in session (`sid` claim), when the issuer puts one into access tokens */
  sessionId?: string;
  /** the token's issuer (`iss`) */
  issuer: string;
  /** every claim of the token, for matching a person of an external issuer by a configured claim */
  claims: JWTPayload;
};
export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export type VerifierOptions = {
  issuer: string;
  audience: string;
  /** dot path of the roles claim (`roles`, `realm_access.roles`) */
  rolesClaim: string;
  /** issuer role value -> product roles; values without an entry are kept as they are */
  rolesMap?: Record<string, string[]>;
  /**
   * local keys (embedded provider), or a key lookup (the keys shared by several instances); without them the
   * issuer's JWKS is fetched via discovery
   */
  jwks?: { keys: JWK[] } | JWTVerifyGetKey;
  requiredScope?: string;
};

// Asymmetric algorithms only: "none" and HMAC (a shared secret the client could forge with) are refused.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

function remoteKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OIDC discovery at ${issuer} answered ${response.status}`);
    const { jwks_uri } = (await response.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwks_uri));
  };
  return async (header, token) => {
    keys ??= load().catch((error) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

function rolesFrom(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((r): r is string => typeof r === 'string');
  if (typeof value === 'string') return value.split(/[ ,]+/).filter(Boolean);
  return [];
}

/** Pure. The value at a dot path of the claims (`realm_access.roles`); a claim named with the dots wins. */
export function claimAt(claims: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(claims, path)) return claims[path];
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Pure. The product roles of a token: the roles claim's values, each replaced by its mapped roles if it has any. */
export function tokenRoles(
  claims: Record<string, unknown>,
  path: string,
  map: Record<string, string[]> = {},
): string[] {
  const values = rolesFrom(claimAt(claims, path));
  return [...new Set(values.flatMap((value) => (Object.hasOwn(map, value) ? map[value]! : [value])))];
}

/**
 * Pure. The granted scopes: `scope` as a space-separated string (OAuth 2.0, Keycloak, Okta) or `scp` as a string
 * or an array (Microsoft Entra ID, Okta's `scp`).
 */
export function tokenScopes(claims: Record<string, unknown>): string[] {
  const words = (value: unknown): string[] =>
    typeof value === 'string'
      ? value.split(' ').filter(Boolean)
      : Array.isArray(value)
        ? value.filter((v): v is string => typeof v === 'string')
        : [];
  return [...new Set([...words(claims.scope), ...words(claims.scp)])];
}

/** Verifies bearer access tokens: signature against the issuer's keys, issuer, audience, expiry, scope. */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const { jwks } = options;
  const keys =
    typeof jwks === 'function' ? jwks : jwks ? createLocalJWKSet(jwks) : remoteKeys(options.issuer);
  // A verified token stays valid until it expires, so its signature check need not be repeated on
  // every call of a page; the cache never outlives the token (ttl = time left, at most 5 minutes).
  const verified = new LRUCache<string, VerifiedToken>({ max: 10_000, ttl: 300_000 });
  return async (token) => {
    const hit = verified.get(token);
    // a cached token is still asked of a key set that can change while it runs (a removed key stops at once)
    if (hit && (typeof jwks !== 'function' || (await keyStillKnown(keys, token)))) return hit;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iss'],
      });
      const scopes = tokenScopes(payload);
      if (options.requiredScope && !scopes.includes(options.requiredScope)) {
        throw unauthorized(`The access token lacks the ${options.requiredScope} scope.`);
      }
      const result: VerifiedToken = {
        subject: payload.sub!,
        roles: tokenRoles(payload, options.rolesClaim, options.rolesMap),
        scopes,
        issuer: payload.iss!,
        claims: payload,
        ...(typeof payload.sid === 'string' && payload.sid ? { sessionId: payload.sid } : {}),
      };
      const ttl = Math.min(300_000, payload.exp! * 1000 - Date.now());
      if (ttl > 0) verified.set(token, result, { ttl });
      return result;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired.');
      if (error instanceof joseErrors.JWTClaimValidationFailed) throw unauthorized(claimProblem(error));
      if (error instanceof joseErrors.JOSEError) throw unauthorized('The access token is not valid.');
      throw error;
    }
  };
}

/**
 * Why a signed token's claims were refused, for the one who set up the issuer: the claim, and for Entra ID's v1
 * tokens (another `iss` and `aud` than the v2 issuer configured) what to change. Names no value of the token.
 */
function claimProblem(error: InstanceType<typeof joseErrors.JWTClaimValidationFailed>): string {
  const issuer = typeof error.payload.iss === 'string' ? error.payload.iss : '';
  if (error.claim === 'iss' && issuer.startsWith('https://sts.windows.net/'))
    return 'The access token is an Entra ID v1 token: set accessTokenAcceptedVersion to 2 in the app manifest.';
  if (error.claim === 'iss') return 'The access token was issued by another issuer than the configured one.';
  if (error.claim === 'aud') return 'The access token is for another audience than the configured one.';
  return `The access token's ${error.claim} claim is not valid.`;
}

/** Whether the key that signed this (already verified) token is still in the key set. */
async function keyStillKnown(keys: JWTVerifyGetKey, token: string): Promise<boolean> {
  try {
    await keys(decodeProtectedHeader(token) as Parameters<JWTVerifyGetKey>[0], {
      payload: '',
      signature: '',
    });
    return true;
  } catch {
    return false;
  }
}
