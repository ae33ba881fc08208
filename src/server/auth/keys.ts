import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export type ProviderKeys = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/**
 * Loads the embedded provider's signing keys and cookie secrets from dataDir, generating them on
 * first start. They never live in the repository.
 */
export async function loadOrCreateProviderKeys(dataDir: string): Promise<ProviderKeys> {
  const file = path.join(dataDir, 'oidc-keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as ProviderKeys;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' };
  const keys: ProviderKeys = {
    jwks: { keys: [jwk] },
    cookieKeys: [crypto.randomBytes(32).toString('base64url')],
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The public half of a private JWK set, for verifying tokens locally. */
export function publicJwks(keys: ProviderKeys): { keys: JWK[] } {
  return {
    keys: keys.jwks.keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}
