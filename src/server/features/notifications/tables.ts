import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  NotificationKind,
  NotificationParams,
  NotificationRoute,
} from '../../../engine/notifications/notification-text';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A notification of one user (migration 0010). */
export interface NotificationsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  type: ColumnType<number, number | undefined, number>;
  kind: NotificationKind;
  params: ColumnType<NotificationParams, string, string>;
  route_name: NotificationRoute | null;
  route_id: number | null;
  seen: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

declare module '../../db/database' {
  interface Database {
    notifications: NotificationsTable;
  }
}

export type NotificationRow = Selectable<NotificationsTable>;
