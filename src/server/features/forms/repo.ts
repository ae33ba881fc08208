import { sql, type Kysely } from 'kysely';
import type { Database, FormRow } from '../../db/database';
import { rowOfOrganization } from '../../db/organization-row';

/** The latest version of every questionnaire of an organization, with how many versions it has. */
export async function listLatestForms(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('forms as f')
    .selectAll('f')
    .select(
      sql<number>`(select count(*) from forms v where v.organization_id = f.organization_id and v.correlation_id = f.correlation_id and v.deleted_at is null)`.as(
        'version_count',
      ),
    )
    .select(
      sql<number>`(select count(distinct fb.process_id) from feedbacks fb join forms v on v.id = fb.form_id where v.organization_id = f.organization_id and v.correlation_id = f.correlation_id)`.as(
        'process_count',
      ),
    )
    .where('f.organization_id', '=', organizationId)
    .where('f.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('forms as newer')
            .select(sql`1`.as('one'))
            .whereRef('newer.organization_id', '=', 'f.organization_id')
            .whereRef('newer.correlation_id', '=', 'f.correlation_id')
            .whereRef('newer.version', '>', 'f.version')
            .where('newer.deleted_at', 'is', null),
        ),
      ),
    )
    .orderBy('f.questionnaire_type')
    .orderBy('f.name')
    .execute();
}

/** One questionnaire version of the organization; undefined when missing or deleted. */
export async function findForm(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<FormRow | undefined> {
  return db
    .selectFrom('forms')
    .selectAll()
    .where(rowOfOrganization(organizationId, id))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Which questionnaire serves which feedback type, resolved to its latest published version. */
export async function listFormSettings(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('form_settings as s')
    .leftJoin('forms as f', (join) =>
      join
        .onRef('f.organization_id', '=', 's.organization_id')
        .onRef('f.correlation_id', '=', 's.form_correlation_id')
        .on('f.is_draft', '=', false)
        .on('f.deleted_at', 'is', null),
    )
    .select(['s.process_type', 's.feedback_type', 's.form_correlation_id'])
    .select(({ fn }) => [fn.max('f.id').as('form_id'), fn.max('f.name').as('form_name')])
    .where('s.organization_id', '=', organizationId)
    .groupBy(['s.process_type', 's.feedback_type', 's.form_correlation_id'])
    .orderBy('s.process_type')
    .orderBy('s.feedback_type')
    .execute();
}
