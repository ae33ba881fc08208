import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { ProviderKeys } from '../../src/server/auth/keys';
import { openDatabase } from '../../src/server/db/connect';
import { loadConfig } from '../../src/server/config';

/** Looks up a seeded user's subject by e-mail; the server must not hold the PGlite directory open. */
export async function subjectOf(dataDir: string, email: string): Promise<string> {
  const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }, { logLevel: 'silent' }));
  try {
    const row = await handle.db
      .selectFrom('accounts')
      .select('subject')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.subject;
  } finally {
    await handle.close();
  }
}

/** An access token as the embedded provider issues it, signed with the data directory's key. */
export async function accessToken(dataDir: string, publicUrl: string, subject: string): Promise<string> {
  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'oidc-keys.json'), 'utf8')) as ProviderKeys;
  const jwk = keys.jwks.keys[0] as JWK;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: `${publicUrl}/oidc`,
    aud: 'urn:dpt:api',
    sub: subject,
    iat: now,
    exp: now + 3600,
    jti: crypto.randomUUID(),
    scope: 'openid profile email dpt-api roles',
    client_id: 'dpt-web',
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .sign(await importJWK(jwk, 'RS256'));
}
