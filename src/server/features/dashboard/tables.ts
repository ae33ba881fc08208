import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A dashboard task the user hid (migration 0009); unhiding deletes the row. */
export interface DashboardHiddenTasksTable {
  organization_id: number;
  user_id: number;
  task_key: string;
  hidden_at: Timestamp;
}

/** A user's widget layout (migration 0015): `{ widgets: [{ name, visible }] }` in the order shown. */
export interface DashboardLayoutsTable {
  organization_id: number;
  user_id: number;
  layout: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

/** The SHA-256 hash of a user's calendar feed secret (migration 0015); one per user. */
export interface CalendarFeedTokensTable {
  organization_id: number;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
}

declare module '../../db/database' {
  interface Database {
    dashboard_hidden_tasks: DashboardHiddenTasksTable;
    dashboard_layouts: DashboardLayoutsTable;
    calendar_feed_tokens: CalendarFeedTokensTable;
  }
}
