import crypto from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import './hardening-tables';

/**
 * Failed sign-ins are throttled with growing delays, counted in three ways:
 * - per account and address: the one who mistypes or guesses one account from one place;
 * - per account, from any address: guessing one account from many places;
 * - per address, for any account: trying one password on many accounts from one place.
 * Beyond its free failures each count blocks for 1, 2, 4, … seconds (at most 15 minutes) after each further
 * failure. A block by account or by address does not apply where the account signed in successfully before (its
 * address is remembered for 90 days): a colleague behind the same office address is not locked out by someone
 * else's failures there, and an account attacked from elsewhere still signs in from its usual place. A successful
 * sign-in counts nowhere and clears its account-and-address count.
 *
 * The counters live in the database (rate-limiter-flexible's PostgreSQL store, through the app's own connection),
 * so that several instances on one database count together; keys are SHA-256 hashes, no address is stored.
 */
export const SIGN_IN_THROTTLE = {
  /** failures of one account from one address before the first delay */
  freePerAccountAndAddress: 5,
  /** failures of one account from any address before the first delay */
  freePerAccount: 10,
  /** failures of any account from one address before the first delay */
  freePerAddress: 30,
  /** how long failures are remembered, seconds */
  windowSeconds: 6 * 3600,
  /** the longest single delay, seconds */
  maxDelaySeconds: 15 * 60,
  /** how long a successful sign-in makes the address known for the account, seconds */
  knownSeconds: 90 * 24 * 3600,
} as const;

type Kind = 'pair' | 'account' | 'address';

export type SignInThrottle = {
  /** seconds to wait before this attempt may be checked; 0 when it may */
  waitSeconds(email: string, address: string): Promise<number>;
  /** counts a failed attempt; answers the seconds the next attempt must wait (0 when none) */
  failed(email: string, address: string): Promise<number>;
  /** a correct password: clears the account's count at this address and remembers the address */
  succeeded(email: string, address: string): Promise<void>;
};

const hash = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\n')).digest('base64url');

/**
 * The store client rate-limiter-flexible's PostgreSQL limiter queries (`query({ text, values })` answering rows
 * and rowCount), run through Kysely: the same code on PGlite and on a PostgreSQL pool. Big integers come back as
 * numbers (epoch milliseconds fit).
 */
function storeClient(db: Kysely<Database>) {
  const numeric = (key: string, value: unknown) =>
    typeof value === 'bigint' || (key === 'expire' && typeof value === 'string') ? Number(value) : value;
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(q.text, q.values ?? []),
      );
      const rows = result.rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, numeric(key, value)])),
      );
      // a statement without rows (DELETE) tells how many it touched; one with rows, how many it answered
      const rowCount = rows.length > 0 ? rows.length : Number(result.numAffectedRows ?? 0);
      return { rows, rowCount };
    },
  };
}

export function createSignInThrottle(db: Kysely<Database>): SignInThrottle {
  const limiter = (keyPrefix: string, duration: number) =>
    new RateLimiterPostgres({
      storeClient: storeClient(db),
      storeType: 'client',
      tableName: 'sign_in_throttle',
      tableCreated: true,
      clearExpiredByTimeout: true,
      keyPrefix,
      points: 1,
      duration,
    });
  const failures = limiter('failed', SIGN_IN_THROTTLE.windowSeconds);
  const blocks = limiter('blocked', SIGN_IN_THROTTLE.maxDelaySeconds);
  const known = limiter('known', SIGN_IN_THROTTLE.knownSeconds);

  const keys = (email: string, address: string): Record<Kind, string> => ({
    pair: hash('pair', email, address),
    account: hash('account', email),
    address: hash('address', address),
  });
  const free: Record<Kind, number> = {
    pair: SIGN_IN_THROTTLE.freePerAccountAndAddress,
    account: SIGN_IN_THROTTLE.freePerAccount,
    address: SIGN_IN_THROTTLE.freePerAddress,
  };
  const isKnown = async (email: string, address: string) =>
    (await known.get(hash('known', email, address))) !== null;
  const secondsLeft = (res: RateLimiterRes | null) => (res ? Math.ceil(res.msBeforeNext / 1000) : 0);
  // the kinds that apply to an attempt: account and address only where the account is not known
  const applying = async (email: string, address: string): Promise<Kind[]> =>
    (await isKnown(email, address)) ? ['pair'] : ['pair', 'account', 'address'];

  return {
    async waitSeconds(email, address) {
      const k = keys(email, address);
      const kinds = await applying(email, address);
      const waits = await Promise.all(kinds.map(async (kind) => secondsLeft(await blocks.get(k[kind]))));
      return Math.max(0, ...waits);
    },
    async failed(email, address) {
      const k = keys(email, address);
      const kinds = await applying(email, address);
      const delays = await Promise.all(
        (['pair', 'account', 'address'] as const).map(async (kind) => {
          const { consumedPoints } = await failures.penalty(k[kind]);
          const beyond = consumedPoints - free[kind];
          if (beyond <= 0) return 0;
          const seconds = Math.min(SIGN_IN_THROTTLE.maxDelaySeconds, 2 ** (Math.min(beyond, 20) - 1));
          await blocks.block(k[kind], seconds);
          return kinds.includes(kind) ? seconds : 0;
        }),
      );
      return Math.max(0, ...delays);
    },
    async succeeded(email, address) {
      const k = keys(email, address);
      await Promise.all([
        failures.delete(k.pair),
        blocks.delete(k.pair),
        known.set(hash('known', email, address), 1, SIGN_IN_THROTTLE.knownSeconds),
      ]);
    },
  };
}
