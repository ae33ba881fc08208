import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { unauthorized } from '../errors';
import './hardening-tables';
import type { TokenVerifier } from './verify-token';

/** The claim naming the provider grant an access token was issued under (set by the embedded provider). */
export const GRANT_CLAIM = 'gid';

/** How long a revocation is kept: an access token lives at most this long (the provider's AccessToken TTL). */
const KEEP_MS = 3600 * 1000;
/** How long this instance trusts that a grant is not revoked before asking the database again. */
const RECHECK_MS = 1000;

export type GrantRevocations = {
  /** records a revoked grant: at once on this instance, in the database for the others */
  revoke(grantId: string): Promise<void>;
  isRevoked(grantId: string): Promise<boolean>;
  /** Calls `listener` with every grant this instance revokes, at once (hub connections of it are closed). */
  onRevoke(listener: (grantId: string) => void): () => void;
};

/**
 * The grants revoked by a sign-out or by a replayed authorization code. The provider destroys
 * what it stored for them, but the API's access tokens are JWTs checked by signature alone, so they would stay
 * usable until they expire; the API asks this list for every token's grant. This instance knows its own
 * revocations at once; another instance's within RECHECK_MS (one indexed lookup per grant and second).
 */
function createGrantRevocations(db: Kysely<Database>): GrantRevocations {
  const revoked = new Map<string, number>(); // grant id -> until (epoch ms)
  const checked = new Map<string, number>(); // grant id -> not revoked as of (epoch ms)
  const listeners = new Set<(grantId: string) => void>();
  const forget = (now: number) => {
    for (const [id, until] of revoked) if (until < now) revoked.delete(id);
    for (const [id, at] of checked) if (at + RECHECK_MS < now) checked.delete(id);
  };
  return {
    async revoke(grantId) {
      const now = Date.now();
      revoked.set(grantId, now + KEEP_MS);
      checked.delete(grantId);
      for (const listener of listeners) listener(grantId);
      await db.deleteFrom('revoked_grants').where('expires_at', '<', new Date(now)).execute();
      await db
        .insertInto('revoked_grants')
        .values({ grant_id: grantId, expires_at: new Date(now + KEEP_MS) })
        .onConflict((oc) => oc.column('grant_id').doUpdateSet({ expires_at: new Date(now + KEEP_MS) }))
        .execute();
    },
    async isRevoked(grantId) {
      const now = Date.now();
      if (revoked.size + checked.size > 10_000) forget(now);
      const until = revoked.get(grantId);
      if (until !== undefined && until >= now) return true;
      const at = checked.get(grantId);
      if (at !== undefined && at + RECHECK_MS >= now) return false;
      const row = await db
        .selectFrom('revoked_grants')
        .select('expires_at')
        .where('grant_id', '=', grantId)
        .where('expires_at', '>=', new Date(now))
        .executeTakeFirst();
      if (row) {
        revoked.set(grantId, row.expires_at.getTime());
        return true;
      }
      checked.set(grantId, now);
      return false;
    },
    onRevoke(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const lists = new WeakMap<Kysely<Database>, GrantRevocations>();
/** The one revocation list of a database in this process: the provider's events and the API share it. */
export function grantRevocations(db: Kysely<Database>): GrantRevocations {
  let list = lists.get(db);
  if (!list) lists.set(db, (list = createGrantRevocations(db)));
  return list;
}

/** The grant an access token was issued under, if it names one (the embedded provider's tokens do). */
export function grantOf(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const grantId = decodeJwt(token)[GRANT_CLAIM];
    return typeof grantId === 'string' && grantId ? grantId : undefined;
  } catch {
    return undefined;
  }
}

/** A signed-in connection as the session check sees it (a hub connection's principal). */
type SignedIn = { userId: number; organizationId: number; grantId?: string };

/**
 * Which of these sign-ins no longer stand: their grant was revoked (sign-out, replayed code; on any instance),
 * or their person is deactivated or gone. Two indexed queries for all of them.
 */
export async function endedSignIns<T extends SignedIn>(
  db: Kysely<Database>,
  signedIn: readonly T[],
): Promise<Set<T>> {
  const grants = [...new Set(signedIn.flatMap((s) => (s.grantId ? [s.grantId] : [])))];
  const users = [...new Set(signedIn.map((s) => s.userId))];
  const [revoked, active] = await Promise.all([
    grants.length === 0
      ? []
      : db
          .selectFrom('revoked_grants')
          .select('grant_id')
          .where('grant_id', 'in', grants)
          .where('expires_at', '>=', new Date())
          .execute(),
    users.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'organization_id'])
          .where('id', 'in', users)
          .where('active', '=', true)
          .execute(),
  ]);
  const revokedGrants = new Set(revoked.map((r) => r.grant_id));
  const activeUsers = new Set(active.map((u) => `${u.organization_id}:${u.id}`));
  return new Set(
    signedIn.filter(
      (s) =>
        (s.grantId !== undefined && revokedGrants.has(s.grantId)) ||
        !activeUsers.has(`${s.organizationId}:${s.userId}`),
    ),
  );
}

/**
 * The API's token check with revocation: the verifier (signature, claims, its cache) first, then the token's
 * grant against the revocation list, on every call, cached or not.
 */
export function withRevocation(revocations: GrantRevocations, verify: TokenVerifier): TokenVerifier {
  return async (token) => {
    const verified = await verify(token);
    // the verified claims are the token's payload: decoding the token again would cost every request
    const grantId = verified.claims[GRANT_CLAIM];
    if (typeof grantId === 'string' && grantId && (await revocations.isRevoked(grantId)))
      throw unauthorized('The access token has been revoked.');
    return verified;
  };
}
