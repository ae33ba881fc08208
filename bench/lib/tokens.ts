import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { ProviderKeys } from '../../src/server/auth/keys';
import { openBenchDatabase } from './bench-database';

/**
 * Looks up a seeded user's subject by e-mail, in the PGlite directory or on the PostgreSQL server that
 * databaseUrl names; the server must not hold the PGlite directory open.
 */
export async function subjectOf(dataDir: string, email: string, databaseUrl?: string): Promise<string> {
  const handle = await openBenchDatabase(dataDir, databaseUrl);
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

/** Signs access tokens for any subject as the embedded provider of `publicUrl` issues them, with `jwk`. */
export async function tokenSigner(
  jwk: JWK,
  publicUrl: string,
): Promise<(subject: string) => Promise<string>> {
  const key = await importJWK(jwk, 'RS256');
  return (subject) => {
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
      .sign(key);
  };
}

/** An access token as the embedded provider issues it, signed with the data directory's key. */
export async function accessToken(dataDir: string, publicUrl: string, subject: string): Promise<string> {
  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'oidc-keys.json'), 'utf8')) as ProviderKeys;
  return (await tokenSigner(keys.jwks.keys[0] as JWK, publicUrl))(subject);
}

/**
 * Access tokens of the two readers the bulk suites compare: HR (the whole organization) and the head of sales
 * (above every bench employee); looked up while no server holds the database.
 */
export async function readerTokens(dataDir: string, publicUrl: string, databaseUrl: string | undefined) {
  return {
    hr: await accessToken(dataDir, publicUrl, await subjectOf(dataDir, 'hanna.hr@demo.example', databaseUrl)),
    head: await accessToken(
      dataDir,
      publicUrl,
      await subjectOf(dataDir, 'max.manager@demo.example', databaseUrl),
    ),
  };
}
