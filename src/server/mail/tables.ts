import type { ColumnType, Generated } from 'kysely';
import type { TemplateKind } from '../../engine/notifications/template-catalogue';
import type { TranslatableText } from '../../engine/notifications/template-render';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The e-mail outbox and history (migration 0004, SPEC §3 "E-mail"). */
export interface EmailsTable {
  id: Generated<number>;
  organization_id: number;
  sender: string;
  recipient: string;
  cc: ColumnType<string | null, string | null | undefined, string | null>;
  bcc: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  body_text: string;
  body_html: string | null;
  status: number;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  sending_date_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the instance whose worker holds the e-mail while sending it (migration 0017) */
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** until when that claim holds; after it another instance may take the e-mail over */
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** a pending e-mail whose attempt failed is not claimed before this (migration 0020); null: at once */
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An organization's changed notification template (migration 0014); the defaults are in the engine. */
export interface NotificationTemplatesTable {
  organization_id: number;
  kind: TemplateKind;
  subject: ColumnType<TranslatableText, string, string>;
  body: ColumnType<TranslatableText, string, string>;
  updated_by: number | null;
  updated_at: Timestamp;
}

declare module '../db/database' {
  interface Database {
    emails: EmailsTable;
    notification_templates: NotificationTemplatesTable;
  }
}
