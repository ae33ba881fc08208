import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The subject of a person at an external OpenID Connect issuer, remembered at their first sign-in (migration 0018). */
export interface UserIdentitiesTable {
  id: Generated<number>;
  organization_id: number;
  issuer: string;
  subject: string;
  user_id: number;
  created_at: Timestamp;
}

declare module '../db/database' {
  interface Database {
    user_identities: UserIdentitiesTable;
  }
}
