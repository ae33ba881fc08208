import { sql } from 'kysely';
import type { CareerAnswer, FeedbackValues } from '../../engine/forms';
import { VALUE_STATES } from '../../engine/constants';
import type { FeedbackRow } from '../db/database';
import type { Db } from './repo';
import { valueColumns } from './value-statements-repo';

type FeedbackKey = Pick<FeedbackRow, 'id' | 'organization_id'>;

const VALUE_TABLES = [
  'feedback_item_values',
  'feedback_matrix_values',
  'feedback_comments',
  'feedback_table_items',
  'feedback_career_data',
] as const;

type ValueRow = {
  kind: number;
  element_id: string;
  key: string;
  value: number | null;
  text: string | null;
  position: number;
  data: unknown;
};

/**
 * The stored values of one feedback (targets are not stored here; they arrive with the Targets endpoints), in
 * one query over the five value tables, not one per table: every feedback view reads them. Each table
 * keeps its order: by element, then item, comment key, or row position and id.
 */
export async function loadValues(db: Db, feedback: FeedbackKey): Promise<FeedbackValues> {
  const org = feedback.organization_id;
  const id = feedback.id;
  const { rows } = await sql<ValueRow>`
    select 1 as kind, element_id, '' as key, value, null::text as text, 0 as position, null::jsonb as data
      from feedback_item_values where organization_id = ${org} and feedback_id = ${id}
    union all
    select 2, element_id, item_id, value, null, 0, null
      from feedback_matrix_values where organization_id = ${org} and feedback_id = ${id}
    union all
    select 3, element_id, item_key, null, comment, 0, null
      from feedback_comments where organization_id = ${org} and feedback_id = ${id}
    union all
    select 4, element_id, row_id, null, null, position, cells
      from feedback_table_items where organization_id = ${org} and feedback_id = ${id}
    union all
    select 5, element_id, '', null, null, 0, data
      from feedback_career_data where organization_id = ${org} and feedback_id = ${id}
    order by kind, element_id, position, key`.execute(db);
  const values: FeedbackValues = {
    itemValues: [],
    matrixValues: [],
    comments: [],
    tableItems: [],
    careerData: [],
  };
  for (const r of rows) {
    if (r.kind === 1) values.itemValues.push({ elementId: r.element_id, value: r.value! });
    else if (r.kind === 2)
      values.matrixValues.push({ elementId: r.element_id, itemId: r.key, value: r.value! });
    else if (r.kind === 3)
      values.comments.push({
        elementId: r.element_id,
        itemId: r.key === '' ? null : r.key,
        comment: r.text!,
      });
    else if (r.kind === 4)
      values.tableItems.push({
        elementId: r.element_id,
        rowId: r.key,
        index: r.position,
        cells: r.data as Record<string, string>,
      });
    else values.careerData.push({ elementId: r.element_id, ...(r.data as CareerAnswer) });
  }
  return values;
}

/** Deletes one table row; true when it existed. */
export async function deleteTableRow(trx: Db, feedback: FeedbackKey, rowId: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('feedback_table_items')
    .where('organization_id', '=', feedback.organization_id)
    .where('feedback_id', '=', feedback.id)
    .where('row_id', '=', rowId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes the values of every element not in `keep`; returns how many values went. */
export async function deleteValuesExcept(
  trx: Db,
  feedback: FeedbackKey,
  keep: readonly string[],
): Promise<number> {
  let deleted = 0;
  for (const table of VALUE_TABLES) {
    let query = trx
      .deleteFrom(table)
      .where('organization_id', '=', feedback.organization_id)
      .where('feedback_id', '=', feedback.id);
    if (keep.length > 0) query = query.where('element_id', 'not in', [...keep]);
    const result = await query.executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** Copies every value of one feedback into another (state COPIED); returns how many values were copied. */
export async function copyValues(trx: Db, from: FeedbackKey, to: FeedbackKey, now: Date): Promise<number> {
  const values = await loadValues(trx, from);
  const target = (elementId: string) => ({
    ...valueColumns(to, elementId, now),
    value_state: VALUE_STATES.COPIED,
  });
  const inserts: (() => Promise<unknown>)[] = [];
  if (values.itemValues.length > 0)
    inserts.push(() =>
      trx
        .insertInto('feedback_item_values')
        .values(values.itemValues.map((v) => ({ ...target(v.elementId), value: v.value })))
        .execute(),
    );
  if (values.matrixValues.length > 0)
    inserts.push(() =>
      trx
        .insertInto('feedback_matrix_values')
        .values(
          values.matrixValues.map((v) => ({ ...target(v.elementId), item_id: v.itemId, value: v.value })),
        )
        .execute(),
    );
  if (values.comments.length > 0)
    inserts.push(() =>
      trx
        .insertInto('feedback_comments')
        .values(
          values.comments.map((v) => ({
            ...target(v.elementId),
            item_key: v.itemId ?? '',
            comment: v.comment,
          })),
        )
        .execute(),
    );
  if (values.tableItems.length > 0)
    inserts.push(() =>
      trx
        .insertInto('feedback_table_items')
        .values(
          values.tableItems.map((v) => ({
            ...target(v.elementId),
            row_id: v.rowId,
            position: v.index,
            cells: JSON.stringify(v.cells),
          })),
        )
        .execute(),
    );
  if (values.careerData.length > 0)
    inserts.push(() =>
      trx
        .insertInto('feedback_career_data')
        .values(
          values.careerData.map(({ elementId, ...data }) => ({
            ...target(elementId),
            data: JSON.stringify(data),
          })),
        )
        .execute(),
    );
  for (const insert of inserts) await insert();
  return (
    values.itemValues.length +
    values.matrixValues.length +
    values.comments.length +
    values.tableItems.length +
    values.careerData.length
  );
}
