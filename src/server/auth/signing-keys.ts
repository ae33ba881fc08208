import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  createLocalJWKSet,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Database } from '../db/database';
import { publicJwks, type ProviderKeys } from './keys';

/** The shared key rows (migration 0017): signing keys ('sig') and cookie secrets ('cookie'), encrypted. */
export interface OidcKeysTable {
  kid: string;
  use: 'sig' | 'cookie';
  secret: string;
  created_at: Date;
}

declare module '../db/database' {
  interface Database {
    oidc_keys: OidcKeysTable;
  }
}

// any constant the other advisory locks of the app do not use: the first start of several instances at once
// generates one key set, not one per instance
const KEYS_LOCK = 0x6f696463; // 'oidc'

function encryptionKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'dpt-oidc-keys', 'aes-256-gcm v1', 32));
}

/** AES-256-GCM under a key derived from the configured secret: "v1.iv.tag.ciphertext", base64url. */
function sealSecret(secret: string, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

class KeySecretMismatch extends Error {
  constructor() {
    super(
      'OIDC_KEY_SECRET does not decrypt the sign-in keys in the database; every instance needs the same secret.',
    );
  }
}

function openSecret(secret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new KeySecretMismatch();
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      encryptionKey(secret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new KeySecretMismatch();
  }
}

async function newSigningKey(): Promise<{ kid: string; jwk: JWK }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = crypto.randomUUID();
  return { kid, jwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } };
}

type Db = Kysely<Database>;

async function insertSigningKey(db: Db, secret: string): Promise<string> {
  const { kid, jwk } = await newSigningKey();
  await db
    .insertInto('oidc_keys')
    .values({
      kid,
      use: 'sig',
      secret: sealSecret(secret, JSON.stringify(jwk)),
      created_at: sql`clock_timestamp()`,
    })
    .execute();
  return kid;
}

async function readKeys(db: Db, secret: string): Promise<ProviderKeys> {
  // newest first: oidc-provider signs with the first key of the algorithm, keygrip with the first cookie key;
  // the older ones stay for verifying what they signed until they are removed
  const rows = await db
    .selectFrom('oidc_keys')
    .select(['kid', 'use', 'secret'])
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .execute();
  return {
    jwks: {
      keys: rows.filter((r) => r.use === 'sig').map((r) => JSON.parse(openSecret(secret, r.secret)) as JWK),
    },
    cookieKeys: rows.filter((r) => r.use === 'cookie').map((r) => openSecret(secret, r.secret)),
  };
}

/**
 * The embedded provider's keys shared by every instance on the database: generated once (under an
 * advisory lock, so instances starting together agree), kept encrypted with OIDC_KEY_SECRET.
 */
export async function loadSharedProviderKeys(db: Db, secret: string): Promise<ProviderKeys> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${KEYS_LOCK})`.execute(trx);
    const present = await trx.selectFrom('oidc_keys').select('use').distinct().execute();
    if (!present.some((r) => r.use === 'sig')) await insertSigningKey(trx, secret);
    if (!present.some((r) => r.use === 'cookie')) {
      await trx
        .insertInto('oidc_keys')
        .values({
          kid: crypto.randomUUID(),
          use: 'cookie',
          secret: sealSecret(secret, crypto.randomBytes(32).toString('base64url')),
          created_at: sql`clock_timestamp()`,
        })
        .execute();
    }
    return readKeys(trx, secret);
  });
}

export type KeyListing = { kid: string; use: 'sig' | 'cookie'; createdAt: Date; current: boolean };

/** The stored keys, newest first; the current one of each use signs, the others only verify. */
export async function listKeys(db: Db): Promise<KeyListing[]> {
  const rows = await db
    .selectFrom('oidc_keys')
    .select(['kid', 'use', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .execute();
  const seen = new Set<string>();
  return rows.map((r) => {
    const current = !seen.has(r.use);
    seen.add(r.use);
    return { kid: r.kid, use: r.use, createdAt: r.created_at, current };
  });
}

/**
 * Rotation, step 1: a new signing key becomes current. Running instances verify its tokens at once (they reload
 * the keys when they meet an unknown key id) and sign with it after their next start; tokens of the older keys
 * stay valid until those keys are removed.
 */
export async function rotateSigningKey(db: Db, secret: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${KEYS_LOCK})`.execute(trx);
    await readKeys(trx, secret); // refuses a secret that does not open the stored keys
    return insertSigningKey(trx, secret);
  });
}

/**
 * Rotation, step 2 (after every instance has restarted and the old key's tokens expired, an hour at most): removes
 * an older key. The current signing key cannot be removed.
 */
export async function removeKey(db: Db, kid: string): Promise<void> {
  const keys = await listKeys(db);
  const key = keys.find((k) => k.kid === kid);
  if (!key) throw new Error(`There is no key ${kid}.`);
  if (key.current) throw new Error(`Key ${kid} is the current ${key.use} key; rotate first.`);
  await db.deleteFrom('oidc_keys').where('kid', '=', kid).execute();
}

/**
 * The verification keys of the shared key set, read again from the database every `refreshMs` while requests
 * come: a key removed with `npm run oidc-keys -- remove` (after a leak, say) stops verifying on every instance
 * within that time, without a restart. A token signed with a key this instance does not know yet (another
 * instance started after a rotation) makes it read the keys at once, at most every `reloadMs`.
 */
export function sharedVerificationKeys(
  db: Db,
  secret: string,
  initial: ProviderKeys,
  { refreshMs = 5_000, reloadMs = 1_000 }: { refreshMs?: number; reloadMs?: number } = {},
): JWTVerifyGetKey {
  let local = createLocalJWKSet(publicJwks(initial));
  let loadedAt = Date.now();
  // when an unknown key id last made it read the keys: at most every reloadMs, whatever the refreshes did
  let missReloadAt = 0;
  let reloading: Promise<void> | undefined;
  const reload = () =>
    (reloading ??= readKeys(db, secret)
      .then((keys) => {
        local = createLocalJWKSet(publicJwks(keys));
        loadedAt = Date.now();
      })
      .finally(() => {
        reloading = undefined;
      }));
  return async (header, token) => {
    if (Date.now() - loadedAt >= refreshMs) await reload();
    try {
      return await local(header, token);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - missReloadAt < reloadMs)
        throw error;
      missReloadAt = Date.now();
      await reload();
      return local(header, token);
    }
  };
}
