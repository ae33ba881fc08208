import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An error log entry (migration 0013, SPEC §3 "Error log entry", §8 types). */
export interface ErrorLogTable {
  id: Generated<number>;
  organization_id: number;
  created_at: Timestamp;
  user_id: number | null;
  type: number;
  description: string;
  error_id: string | null;
}

declare module '../../db/database' {
  interface Database {
    error_log: ErrorLogTable;
  }
}
