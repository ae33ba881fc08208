import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A dashboard task the user hid (migration 0009); unhiding deletes the row. */
export interface DashboardHiddenTasksTable {
  organization_id: number;
  user_id: number;
  task_key: string;
  hidden_at: Timestamp;
}

declare module '../../db/database' {
  interface Database {
    dashboard_hidden_tasks: DashboardHiddenTasksTable;
  }
}

export type DashboardHiddenTaskRow = Selectable<DashboardHiddenTasksTable>;
