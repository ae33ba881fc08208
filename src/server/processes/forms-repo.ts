import type { FormRow } from '../db/database';
import type { Db } from './repo';
import { rowOfOrganization } from '../db/organization-row';

/** One questionnaire version of the organization, also a deleted one; undefined when unknown. */
export async function findForm(db: Db, organizationId: number, id: number): Promise<FormRow | undefined> {
  return db.selectFrom('forms').selectAll().where(rowOfOrganization(organizationId, id)).executeTakeFirst();
}

/** The id and name of a questionnaire version of the organization; undefined when unknown. */
export async function findFormName(db: Db, organizationId: number, id: number) {
  return db
    .selectFrom('forms')
    .select(['id', 'name'])
    .where(rowOfOrganization(organizationId, id))
    .executeTakeFirst();
}

/**
 * What decides whether a questionnaire version may serve a process: its questionnaire (correlation id), type,
 * draft state and deletion. Undefined when unknown.
 */
export async function findFormHeader(db: Db, organizationId: number, id: number) {
  return db
    .selectFrom('forms')
    .select(['id', 'correlation_id', 'questionnaire_type', 'is_draft', 'deleted_at'])
    .where(rowOfOrganization(organizationId, id))
    .executeTakeFirst();
}

/** The questionnaire (correlation id) of each of the given versions (not empty) that exists. */
export async function listFormCorrelations(db: Db, organizationId: number, ids: readonly number[]) {
  return db
    .selectFrom('forms')
    .select(['id', 'correlation_id'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The id of the latest published version of a questionnaire; undefined when it has none. */
export async function latestPublishedFormId(
  db: Db,
  organizationId: number,
  correlationId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('forms')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('correlation_id', '=', correlationId)
    .where('is_draft', '=', false)
    .where('deleted_at', 'is', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
