import type { ColumnType } from 'kysely';

declare module '../../db/database' {
  interface FormsTable {
    /** counts in-place saves of a version no process uses (migration 0008) */
    revision: ColumnType<number, number | undefined, number>;
  }
}

export {};
