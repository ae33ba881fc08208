import type { ColumnType, Generated } from 'kysely';
import type { Localized } from '../../../engine/constants';

type Json<T> = ColumnType<T, string, string>;

/** A position of the organization's catalogue (GET /CareerDevelopment/GetPositions). */
export interface CareerPositionsTable {
  id: Generated<number>;
  organization_id: number;
  key: string;
  title: Json<Localized>;
  /** 1 professional, 2 leadership, 3 expert */
  career_path: number;
  /** decides the date rule within the professional path (senior professional from 3) */
  level: number;
  sort_order: ColumnType<number, number | undefined, number>;
}

/** What a promotion process holds beside its nomination form: the hardfacts check by HR. */
export interface PromotionStatesTable {
  process_id: number;
  organization_id: number;
  hardfacts_state: ColumnType<number, number | undefined, number>;
  hardfacts_set_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../db/database' {
  interface Database {
    career_positions: CareerPositionsTable;
    promotion_states: PromotionStatesTable;
  }
}
