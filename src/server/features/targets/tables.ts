import type { ColumnType, Selectable } from 'kysely';
import type { SubTarget, TargetAction } from '../../../engine/forms';
import type { TargetKind } from '../../../engine/targets';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written as JSON text, read as values */
type Json<T> = ColumnType<T, string, string>;
/** a date read as ISO `YYYY-MM-DD` text (the repo selects it with to_char) */
type DateText = ColumnType<string | null, string | null, string | null>;

/** One goal (migration 0005): see the migration for what each column means. */
export interface TargetsTable {
  organization_id: number;
  id: string;
  /** null for a goal of an anonymous shared form (migration 0009): it belongs to that feedback only */
  owner_id: number | null;
  kind: TargetKind;
  process_id: number | null;
  feedback_id: number | null;
  feedback_type: number | null;
  element_id: string | null;
  position: ColumnType<number, number | undefined, number>;
  title: string;
  due_date: DateText;
  comment: string;
  comment_author_id: number | null;
  status: number;
  sub_targets: Json<SubTarget[]>;
  actions: Json<TargetAction[]>;
  copied_from: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TargetRow = Selectable<TargetsTable>;

declare module '../../db/database' {
  interface Database {
    targets: TargetsTable;
  }
}
