import type { ColumnType, Generated } from 'kysely';

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
}

declare module '../db/database' {
  interface Database {
    emails: EmailsTable;
  }
}
