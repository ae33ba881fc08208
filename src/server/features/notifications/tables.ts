import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  NotificationKind,
  NotificationParams,
  NotificationRoute,
} from '../../../engine/notifications/notification-text';
import type { TemplateKind } from '../../../engine/notifications/template-catalogue';

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
  /** the process it is about (migration 0022): the link is decided from it when the list is read */
  process_id: ColumnType<number | null, number | null | undefined, number | null>;
  seen: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** An e-mail kind a person switched off (migration 0014); every kind is on without a row. */
export interface NotificationEmailOptoutsTable {
  organization_id: number;
  user_id: number;
  kind: TemplateKind;
}

/** A reminder that went out (migration 0014): the unique key lets each go out once across instances. */
export interface SentRemindersTable {
  organization_id: number;
  kind: TemplateKind;
  /** what the reminder is about, e.g. `feedback:12:2026-03-12` */
  subject_key: string;
  user_id: number;
  email_id: number | null;
  sent_at: Timestamp;
}

declare module '../../db/database' {
  interface Database {
    notifications: NotificationsTable;
    notification_email_optouts: NotificationEmailOptoutsTable;
    sent_reminders: SentRemindersTable;
  }
}

export type NotificationRow = Selectable<NotificationsTable>;
