import type { Kysely } from 'kysely';
import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../../engine/constants';
import type { CareerAnswer, FormPage } from '../../../engine/forms';
import type { Localized } from '../../../engine/constants';
import type { Database } from '../../db/database';
import './tables';
import { rowOfOrganization } from '../../db/organization-row';

type Db = Kysely<Database>;

/** The promotion processes of an organization (all, or of the given recipients), newest first. */
export async function selectPromotions(db: Db, organizationId: number, recipients: Set<number> | null) {
  if (recipients && recipients.size === 0) return [];
  let query = db
    .selectFrom('processes as p')
    .innerJoin('users as r', 'r.id', 'p.recipient_id')
    .leftJoin('users as s', 's.id', 'r.supervisor_id')
    .leftJoin('talkrounds as t', 't.id', 'p.talkround_id')
    .leftJoin('promotion_states as ps', 'ps.process_id', 'p.id')
    .leftJoin('feedbacks as f', (join) =>
      join.onRef('f.process_id', '=', 'p.id').on('f.feedback_type', '=', FEEDBACK_TYPES.documentation),
    )
    .select([
      'p.id',
      'p.status_id',
      'p.recipient_id',
      'p.created_at',
      'p.title',
      'r.first_name',
      'r.last_name',
      'r.shorthand',
      'r.position',
      's.first_name as supervisor_first_name',
      's.last_name as supervisor_last_name',
      't.name as talkround_name',
      'ps.hardfacts_state',
      'f.id as feedback_id',
      'f.veto_comment',
    ])
    .select((eb) =>
      eb
        .selectFrom('feedback_career_data as cd')
        .select('cd.data')
        .whereRef('cd.feedback_id', '=', 'f.id')
        .orderBy('cd.element_id')
        .limit(1)
        .as('career'),
    )
    .where('p.organization_id', '=', organizationId)
    .where('p.process_type', '=', PROCESS_TYPES.PROMOTION);
  if (recipients) query = query.where('p.recipient_id', 'in', [...recipients]);
  const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(2000).execute();
  return rows.map((row) => ({ ...row, career: (row.career ?? null) as CareerAnswer | null }));
}
export type PromotionRow = Awaited<ReturnType<typeof selectPromotions>>[number];

/** One promotion process of the organization, with its nomination (documentation) feedback and form. */
export async function findPromotion(db: Db, organizationId: number, processId: number) {
  return db
    .selectFrom('processes as p')
    .leftJoin('feedbacks as f', (join) =>
      join.onRef('f.process_id', '=', 'p.id').on('f.feedback_type', '=', FEEDBACK_TYPES.documentation),
    )
    .leftJoin('forms as fo', 'fo.id', 'f.form_id')
    .leftJoin('promotion_states as ps', 'ps.process_id', 'p.id')
    .select([
      'p.id',
      'p.process_type',
      'p.status_id',
      'p.recipient_id',
      'f.id as feedback_id',
      'f.veto_comment',
      'fo.pages',
      'ps.hardfacts_state',
    ])
    .where(rowOfOrganization(organizationId, processId, 'p'))
    .where('p.process_type', '=', PROCESS_TYPES.PROMOTION)
    .executeTakeFirst();
}

/** A feedback of the organization with its process and form (for saving career data). */
export async function findFeedbackWithProcess(db: Db, organizationId: number, feedbackId: number) {
  return db
    .selectFrom('feedbacks as f')
    .innerJoin('processes as p', 'p.id', 'f.process_id')
    .leftJoin('forms as fo', 'fo.id', 'f.form_id')
    .select([
      'f.id',
      'f.feedback_type',
      'f.donor_id',
      'p.id as process_id',
      'p.process_type',
      'p.recipient_id',
      'fo.pages',
    ])
    .where(rowOfOrganization(organizationId, feedbackId, 'f'))
    .executeTakeFirst();
}

/** The stored career record of one element of a feedback. */
export async function careerRecordOf(
  db: Db,
  organizationId: number,
  feedbackId: number,
  elementId: string,
): Promise<CareerAnswer | undefined> {
  const row = await db
    .selectFrom('feedback_career_data')
    .select('data')
    .where('organization_id', '=', organizationId)
    .where('feedback_id', '=', feedbackId)
    .where('element_id', '=', elementId)
    .executeTakeFirst();
  return row?.data as CareerAnswer | undefined;
}

/** Every career record of a process's feedbacks (SPEC §3 career data), by feedback type. */
export async function careerDataOfProcess(db: Db, organizationId: number, processId: number) {
  const rows = await db
    .selectFrom('feedback_career_data as cd')
    .innerJoin('feedbacks as f', 'f.id', 'cd.feedback_id')
    .select(['cd.feedback_id', 'f.feedback_type', 'cd.element_id', 'cd.data'])
    .where('cd.organization_id', '=', organizationId)
    .where('f.process_id', '=', processId)
    .orderBy('f.feedback_type')
    .orderBy('cd.element_id')
    .execute();
  return rows.map((r) => ({ ...r, data: r.data as CareerAnswer }));
}

/** The process of a feedback of the organization. */
export async function processOfFeedback(db: Db, organizationId: number, feedbackId: number) {
  return db
    .selectFrom('feedbacks as f')
    .innerJoin('processes as p', 'p.id', 'f.process_id')
    .select(['p.id', 'p.recipient_id'])
    .where(rowOfOrganization(organizationId, feedbackId, 'f'))
    .executeTakeFirst();
}

/** A process of the organization (any type). */
export async function findAnyProcess(db: Db, organizationId: number, processId: number) {
  return db
    .selectFrom('processes')
    .select(['id', 'recipient_id'])
    .where(rowOfOrganization(organizationId, processId))
    .executeTakeFirst();
}

/** Sets the hardfacts state of a promotion process (idempotent upsert). */
export async function upsertHardfactsState(
  db: Db,
  organizationId: number,
  processId: number,
  state: number,
  userId: number,
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('promotion_states')
    .values({
      process_id: processId,
      organization_id: organizationId,
      hardfacts_state: state,
      hardfacts_set_by: userId,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('process_id')
        .doUpdateSet({ hardfacts_state: state, hardfacts_set_by: userId, updated_at: now }),
    )
    .execute();
}

/** The open promotion talkround whose effective date (its end) comes next on `today`. */
export async function nextPromotionTalkround(db: Db, organizationId: number, today: string) {
  return db
    .selectFrom('talkrounds')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('process_type', '=', PROCESS_TYPES.PROMOTION)
    .where('finished', '=', false)
    .where('end_date', '>=', today)
    .orderBy('end_date')
    .limit(1)
    .executeTakeFirst();
}

/** The organization's catalogue positions in catalogue order (empty before its first use). */
export async function positionRows(db: Db, organizationId: number) {
  return db
    .selectFrom('career_positions')
    .select(['id', 'key', 'title', 'career_path', 'level'])
    .where('organization_id', '=', organizationId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Stores a catalogue for the organization in the given order; positions it has already are kept. */
export async function insertPositions(
  db: Db,
  organizationId: number,
  positions: readonly { key: string; title: Localized; careerPath: number; level: number }[],
): Promise<void> {
  await db
    .insertInto('career_positions')
    .values(
      positions.map((p, index) => ({
        organization_id: organizationId,
        key: p.key,
        title: JSON.stringify(p.title),
        career_path: p.careerPath,
        level: p.level,
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.columns(['organization_id', 'key']).doNothing())
    .execute();
}

/** Pure. The id of the first career development element of a form, if any. */
export function careerElementOf(pages: FormPage[] | null | undefined): string | undefined {
  type Node = { id: string; type?: string; customComponent?: string | null; elements?: Node[] };
  const visit = (elements: readonly Node[]): string | undefined => {
    for (const element of elements) {
      if (element.type === 'customElement' && element.customComponent === 'careerDevelopment')
        return element.id;
      const nested = element.elements ? visit(element.elements) : undefined;
      if (nested) return nested;
    }
    return undefined;
  };
  return visit((pages ?? []).flatMap((page) => page.elements as unknown as Node[]));
}
