import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The sign-in limiter's store (migration 0019; rate-limiter-flexible's PostgreSQL layout). */
export interface SignInThrottleTable {
  key: string;
  points: number;
  /** epoch milliseconds */
  expire: ColumnType<number | null, number | null, number | null>;
}

/** A provider grant revoked by a sign-out or a replayed authorization code (migration 0019). */
export interface RevokedGrantsTable {
  grant_id: string;
  revoked_at: Timestamp;
  expires_at: Timestamp;
}

declare module '../db/database' {
  interface Database {
    sign_in_throttle: SignInThrottleTable;
    revoked_grants: RevokedGrantsTable;
  }
}
