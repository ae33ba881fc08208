import { sql, type Kysely } from 'kysely';
import type { SubTarget, TargetAction } from '../../../engine/forms';
import type { TargetKind } from '../../../engine/targets';
import type { Database } from '../../db/database';
import type { TargetRow } from './tables';
import { rowOfOrganization } from '../../db/organization-row';

/** A transaction or the database: repos take either. */
export type Db = Kysely<Database>;

const COLUMNS = [
  't.organization_id',
  't.id',
  't.owner_id',
  't.kind',
  't.process_id',
  't.feedback_id',
  't.feedback_type',
  't.element_id',
  't.position',
  't.title',
  't.comment',
  't.comment_author_id',
  't.status',
  't.sub_targets',
  't.actions',
  't.copied_from',
  't.created_by',
  't.created_at',
  't.updated_at',
] as const;

/** Every goal column, the due date as `YYYY-MM-DD` text, ordered as the screen and the form show them. */
function selectTargets(db: Db) {
  return db
    .selectFrom('targets as t')
    .select(COLUMNS)
    .select(sql<string | null>`to_char(t.due_date, 'YYYY-MM-DD')`.as('due_date'))
    .orderBy('t.position')
    .orderBy('t.created_at')
    .orderBy('t.id');
}

/** One goal of the organization; undefined when missing (or of another organization). */
export async function findTarget(db: Db, organizationId: number, id: string): Promise<TargetRow | undefined> {
  return selectTargets(db)
    .where(rowOfOrganization(organizationId, id, 't'))
    .executeTakeFirst();
}

/** Every goal of one employee. */
export async function listTargetsOf(db: Db, organizationId: number, ownerId: number): Promise<TargetRow[]> {
  return selectTargets(db)
    .where('t.organization_id', '=', organizationId)
    .where('t.owner_id', '=', ownerId)
    .execute();
}

/** The goals written in one feedback, in order. */
export async function listTargetsOfFeedback(
  db: Db,
  organizationId: number,
  feedbackId: number,
): Promise<TargetRow[]> {
  return selectTargets(db)
    .where('t.organization_id', '=', organizationId)
    .where('t.feedback_id', '=', feedbackId)
    .execute();
}

/** The next position in a target field (or in the owner's own goals): after the last one. */
export async function nextPosition(
  db: Db,
  organizationId: number,
  where: { feedbackId: number; elementId: string } | { ownerId: number },
): Promise<number> {
  let query = db
    .selectFrom('targets')
    .select(sql<number | null>`max(position)`.as('last'))
    .where('organization_id', '=', organizationId);
  query =
    'feedbackId' in where
      ? query.where('feedback_id', '=', where.feedbackId).where('element_id', '=', where.elementId)
      : query.where('owner_id', '=', where.ownerId).where('feedback_id', 'is', null);
  const row = await query.executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** What a save writes; the place of the goal (owner, kind, feedback) is set when it is created. */
export type TargetWrite = {
  title: string;
  dueDate: string | null;
  comment: string;
  commentAuthorId: number | null;
  status: number;
  subTargets: SubTarget[];
  actions: TargetAction[];
};

export type TargetPlace = {
  ownerId: number | null;
  kind: TargetKind;
  processId: number | null;
  feedbackId: number | null;
  feedbackType: number | null;
  elementId: string | null;
  position: number;
  copiedFrom: string | null;
  createdBy: number | null;
};

const columnsOf = (write: TargetWrite) => ({
  title: write.title,
  due_date: write.dueDate,
  comment: write.comment,
  comment_author_id: write.commentAuthorId,
  status: write.status,
  sub_targets: JSON.stringify(write.subTargets),
  actions: JSON.stringify(write.actions),
});

/** Creates a goal; false (nothing written) when the organization already has a goal with this id. */
export async function insertTarget(
  trx: Db,
  organizationId: number,
  id: string,
  place: TargetPlace,
  write: TargetWrite,
  now: Date,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('targets')
    .values({
      organization_id: organizationId,
      id,
      owner_id: place.ownerId,
      kind: place.kind,
      process_id: place.processId,
      feedback_id: place.feedbackId,
      feedback_type: place.feedbackType,
      element_id: place.elementId,
      position: place.position,
      copied_from: place.copiedFrom,
      created_by: place.createdBy,
      ...columnsOf(write),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Changes a goal's content. */
export async function updateTarget(
  trx: Db,
  organizationId: number,
  id: string,
  write: TargetWrite,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('targets')
    .set({ ...columnsOf(write), updated_at: now })
    .where(rowOfOrganization(organizationId, id))
    .execute();
}

/** Deletes a goal; false when there was none. */
export async function deleteTarget(trx: Db, organizationId: number, id: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('targets')
    .where(rowOfOrganization(organizationId, id))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes the final goals a process's transfer created (SPEC §4 undo); the number removed. */
export async function deleteTransferredTargets(
  trx: Db,
  organizationId: number,
  processId: number,
): Promise<number> {
  const result = await trx
    .deleteFrom('targets')
    .where('organization_id', '=', organizationId)
    .where('process_id', '=', processId)
    .where('kind', '=', 'final')
    .where('copied_from', 'is not', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The goals of a process's feedbacks of one type (the documentation's goals for the transfer). */
export async function listTargetsOfProcess(
  db: Db,
  organizationId: number,
  processId: number,
  feedbackType: number,
): Promise<TargetRow[]> {
  return selectTargets(db)
    .where('t.organization_id', '=', organizationId)
    .where('t.process_id', '=', processId)
    .where('t.kind', '=', 'personal')
    .where('t.feedback_type', '=', feedbackType)
    .execute();
}

/** True when the organization has an employee with this id. */
export async function employeeExists(db: Db, organizationId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(rowOfOrganization(organizationId, userId))
    .executeTakeFirst();
  return row !== undefined;
}

/** First and last names of employees of the organization, by id. */
export async function namesOf(
  db: Db,
  organizationId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim()]));
}

/** Employees of the organization (all, or those with the given ids), by name. */
export async function listPeople(db: Db, organizationId: number, ids?: readonly number[]) {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'shorthand', 'position'])
    .where('organization_id', '=', organizationId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id');
  if (ids) query = query.where('id', 'in', [...ids]);
  return query.limit(5000).execute();
}

/** Deletes a feedback's goals of target fields not in `keep`; the number deleted. */
export async function deleteTargetsOfFeedbackExcept(
  trx: Db,
  organizationId: number,
  feedbackId: number,
  keep: readonly string[],
): Promise<number> {
  let query = trx
    .deleteFrom('targets')
    .where('organization_id', '=', organizationId)
    .where('feedback_id', '=', feedbackId);
  if (keep.length > 0) query = query.where('element_id', 'not in', [...keep]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
