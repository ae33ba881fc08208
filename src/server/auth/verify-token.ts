import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
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
};
export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export type VerifierOptions = {
  issuer: string;
  audience: string;
  rolesClaim: string;
  /** local keys (embedded provider); without them the issuer's JWKS is fetched via discovery */
  jwks?: { keys: JWK[] };
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

/** Verifies bearer access tokens: signature against the issuer's keys, issuer, audience, expiry, scope. */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const keys = options.jwks ? createLocalJWKSet(options.jwks) : remoteKeys(options.issuer);
  // A verified token stays valid until it expires, so its signature check need not be repeated on
  // every call of a page; the cache never outlives the token (ttl = time left, at most 5 minutes).
  const verified = new LRUCache<string, VerifiedToken>({ max: 10_000, ttl: 300_000 });
  return async (token) => {
    const hit = verified.get(token);
    if (hit) return hit;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
      });
      const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
      if (options.requiredScope && !scopes.includes(options.requiredScope)) {
        throw unauthorized(`The access token lacks the ${options.requiredScope} scope.`);
      }
      const result: VerifiedToken = {
        subject: payload.sub!,
        roles: rolesFrom(payload[options.rolesClaim]),
        scopes,
        ...(typeof payload.sid === 'string' && payload.sid ? { sessionId: payload.sid } : {}),
      };
      const ttl = Math.min(300_000, payload.exp! * 1000 - Date.now());
      if (ttl > 0) verified.set(token, result, { ttl });
      return result;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired.');
      if (error instanceof joseErrors.JOSEError) throw unauthorized('The access token is not valid.');
      throw error;
    }
  };
}
