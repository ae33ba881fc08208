import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Where an archive is: waiting for a worker, being rendered, rendered, or given up after the last attempt. */
export type ArchiveState = 'queued' | 'running' | 'done' | 'failed';

/** The archive of one process (migrations 0016, 0021): the job's queue entry and the four PDFs' storage keys. */
export interface ProcessArchivesTable {
  id: Generated<number>;
  organization_id: number;
  process_id: number;
  state: ColumnType<ArchiveState, ArchiveState | undefined, ArchiveState>;
  generation: ColumnType<number, number | undefined, number>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  /** the worker holding a `running` archive (migration 0021); null otherwise */
  claimed_by: string | null;
  language: string | null;
  conclusion_key: string | null;
  self_evaluation_key: string | null;
  supervisor_evaluation_key: string | null;
  comparison_key: string | null;
  last_error: string | null;
  queued_at: Timestamp;
  archived_at: Timestamp | null;
}

declare module '../../db/database' {
  interface Database {
    process_archives: ProcessArchivesTable;
  }
}

export type ProcessArchiveRow = Selectable<ProcessArchivesTable>;
