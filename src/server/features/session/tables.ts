import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A full administrator acting as an employee (migration 0012; SPEC §6). */
export interface ImpersonationsTable {
  id: Generated<number>;
  organization_id: number;
  admin_id: number;
  user_id: number;
  /** the provider session (`sid`) of the administrator's sign-in, when their token names one */
  session_id: string | null;
  started_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One write made while impersonating, with both identities (migration 0012). */
export interface ImpersonationAuditTable {
  id: Generated<number>;
  organization_id: number;
  impersonation_id: number | null;
  admin_id: number | null;
  admin_name: string;
  user_id: number | null;
  user_name: string;
  method: string;
  /** the route's pattern (e.g. /api/Feedbacks/:id), never the URL with its query */
  route: string;
  status_code: number;
  at: Timestamp;
}

declare module '../../db/database' {
  interface Database {
    impersonations: ImpersonationsTable;
    impersonation_audit: ImpersonationAuditTable;
  }
}

export type ImpersonationAuditRow = Selectable<ImpersonationAuditTable>;
