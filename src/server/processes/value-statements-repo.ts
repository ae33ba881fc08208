import { sql } from 'kysely';
import type { CareerAnswer } from '../../engine/forms';
import { VALUE_STATES } from '../../engine/constants';
import type { FeedbackRow } from '../db/database';
import type { Db } from './repo';

type FeedbackKey = Pick<FeedbackRow, 'id' | 'organization_id'>;

// A copied value that is saved again becomes "copied and updated"; a new one is "created".
const nextState = (table: string) =>
  sql<number>`case when excluded.value_state = ${VALUE_STATES.CREATED} and ${sql.ref(`${table}.value_state`)} in (${VALUE_STATES.COPIED}, ${VALUE_STATES.COPIED_AND_UPDATED}, ${VALUE_STATES.COPYING}) then ${VALUE_STATES.COPIED_AND_UPDATED}::int else excluded.value_state end`;

/** The columns every stored value has: its feedback and element, state CREATED, changed `now`. */
export const valueColumns = (feedback: FeedbackKey, elementId: string, now: Date) => ({
  organization_id: feedback.organization_id,
  feedback_id: feedback.id,
  element_id: elementId,
  value_state: VALUE_STATES.CREATED,
  updated_at: now,
});

/** The statement that upserts a scale value per (feedback, element): idempotent. */
export function upsertItemValueQuery(
  trx: Db,
  feedback: FeedbackKey,
  elementId: string,
  value: number,
  now: Date,
) {
  return trx
    .insertInto('feedback_item_values')
    .values({ ...valueColumns(feedback, elementId, now), value })
    .onConflict((oc) =>
      oc
        .columns(['feedback_id', 'element_id'])
        .doUpdateSet({ value, updated_at: now, value_state: nextState('feedback_item_values') }),
    );
}

/** The statement that upserts a matrix value per (feedback, element, item): idempotent. */
export function upsertMatrixValueQuery(
  trx: Db,
  feedback: FeedbackKey,
  elementId: string,
  itemId: string,
  value: number,
  now: Date,
) {
  return trx
    .insertInto('feedback_matrix_values')
    .values({ ...valueColumns(feedback, elementId, now), item_id: itemId, value })
    .onConflict((oc) =>
      oc
        .columns(['feedback_id', 'element_id', 'item_id'])
        .doUpdateSet({ value, updated_at: now, value_state: nextState('feedback_matrix_values') }),
    );
}

/** The statement that upserts a comment per (feedback, element, item): idempotent. */
export function upsertCommentQuery(
  trx: Db,
  feedback: FeedbackKey,
  elementId: string,
  itemId: string | null,
  comment: string,
  now: Date,
) {
  return trx
    .insertInto('feedback_comments')
    .values({ ...valueColumns(feedback, elementId, now), item_key: itemId ?? '', comment })
    .onConflict((oc) =>
      oc
        .columns(['feedback_id', 'element_id', 'item_key'])
        .doUpdateSet({ comment, updated_at: now, value_state: nextState('feedback_comments') }),
    );
}

/** The statement that upserts a table row per (feedback, row id): idempotent; the element of an existing row stays. */
export function upsertTableRowQuery(
  trx: Db,
  feedback: FeedbackKey,
  elementId: string,
  row: { rowId: string; index: number; cells: Record<string, string> },
  now: Date,
) {
  const cells = JSON.stringify(row.cells);
  return trx
    .insertInto('feedback_table_items')
    .values({ ...valueColumns(feedback, elementId, now), row_id: row.rowId, position: row.index, cells })
    .onConflict((oc) =>
      oc.columns(['feedback_id', 'row_id']).doUpdateSet({
        position: row.index,
        cells,
        updated_at: now,
        value_state: nextState('feedback_table_items'),
      }),
    );
}

/** The statement that upserts the career data of an element: idempotent. */
export function upsertCareerDataQuery(
  trx: Db,
  feedback: FeedbackKey,
  elementId: string,
  data: CareerAnswer,
  now: Date,
) {
  const json = JSON.stringify(data);
  return trx
    .insertInto('feedback_career_data')
    .values({ ...valueColumns(feedback, elementId, now), data: json })
    .onConflict((oc) =>
      oc
        .columns(['feedback_id', 'element_id'])
        .doUpdateSet({ data: json, updated_at: now, value_state: nextState('feedback_career_data') }),
    );
}

/** The statement that deletes one stored value (a cleared scale, matrix row or comment); deleting what is not there is fine. */
export function deleteValueQuery(
  trx: Db,
  feedback: FeedbackKey,
  value:
    | { kind: 'item'; elementId: string }
    | { kind: 'matrix' | 'comment'; elementId: string; itemId: string | null },
) {
  if (value.kind === 'item')
    return trx
      .deleteFrom('feedback_item_values')
      .where('organization_id', '=', feedback.organization_id)
      .where('feedback_id', '=', feedback.id)
      .where('element_id', '=', value.elementId);
  const table = value.kind === 'matrix' ? 'feedback_matrix_values' : 'feedback_comments';
  const column = value.kind === 'matrix' ? 'item_id' : 'item_key';
  return trx
    .deleteFrom(table)
    .where('organization_id', '=', feedback.organization_id)
    .where('feedback_id', '=', feedback.id)
    .where('element_id', '=', value.elementId)
    .where(column, '=', value.itemId ?? '');
}

/** A statement that stores one value change: one of the upserts or the delete above. */
export type ValueStatement = ReturnType<
  | typeof upsertItemValueQuery
  | typeof upsertMatrixValueQuery
  | typeof upsertCommentQuery
  | typeof upsertTableRowQuery
  | typeof upsertCareerDataQuery
  | typeof deleteValueQuery
>;

/** The statement that sets a feedback's updated_at to `now` (a save touches its feedback). */
export function touchFeedbackQuery(trx: Db, feedback: FeedbackKey, now: Date) {
  return trx
    .updateTable('feedbacks')
    .set({ updated_at: now })
    .where('organization_id', '=', feedback.organization_id)
    .where('id', '=', feedback.id);
}

/**
 * Runs a value statement and sets the feedback's updated_at to `now` in one statement (the value statement as
 * a data-modifying CTE): one round trip instead of two.
 */
export async function storeAndTouch(
  trx: Db,
  feedback: FeedbackKey,
  statement: ValueStatement,
  now: Date,
): Promise<void> {
  await trx
    .with('stored', () => statement)
    .updateTable('feedbacks')
    .set({ updated_at: now })
    .where('organization_id', '=', feedback.organization_id)
    .where('id', '=', feedback.id)
    .execute();
}
