import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An uploaded PDP document (migration 0006); archived_at set once a newer upload replaced it. */
export interface PdpDocumentsTable {
  id: string;
  organization_id: number;
  process_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  uploaded_by: number | null;
  uploaded_at: Timestamp;
  archived_at: Date | null;
}

/** A review date a PDP had or has planned (migration 0006). */
export interface PdpReviewsTable {
  id: Generated<number>;
  organization_id: number;
  process_id: number;
  review_at: Date;
  set_by: number | null;
  set_at: Timestamp;
}

declare module '../../db/database' {
  interface Database {
    pdp_documents: PdpDocumentsTable;
    pdp_reviews: PdpReviewsTable;
  }
}

export type PdpDocumentRow = Selectable<PdpDocumentsTable>;
export type PdpReviewRow = Selectable<PdpReviewsTable>;
