import type { Kysely } from 'kysely';
import { DEMO_QUESTIONNAIRE_ENTRIES } from '../../../engine/forms/demo';
import type { Database } from '../database';
import { demoOrganizations } from './demo-data';

/**
 * Gives each demo organization that has no questionnaire yet the demo questionnaires of every
 * process type and makes them the forms of their feedback types. Runs at every start with demo
 * data on, so a demo database created before questionnaires existed gets them too.
 */
export async function ensureDemoQuestionnaires(db: Kysely<Database>): Promise<void> {
  const slugs = demoOrganizations.map((o) => o.slug);
  const organizations = await db
    .selectFrom('organizations')
    .select('id')
    .where('slug', 'in', slugs)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('forms').select('forms.id').whereRef('forms.organization_id', '=', 'organizations.id'),
        ),
      ),
    )
    .execute();
  for (const { id: organizationId } of organizations) {
    await db.transaction().execute(async (trx) => {
      for (const { questionnaire: q, feedbackType } of DEMO_QUESTIONNAIRE_ENTRIES) {
        await trx
          .insertInto('forms')
          .values({
            organization_id: organizationId,
            correlation_id: q.correlationId,
            version: 1,
            name: q.name,
            questionnaire_type: q.questionnaireType,
            is_draft: false,
            pages: JSON.stringify(q.pages),
          })
          .execute();
        await trx
          .insertInto('form_settings')
          .values({
            organization_id: organizationId,
            process_type: q.questionnaireType,
            feedback_type: feedbackType,
            form_correlation_id: q.correlationId,
          })
          .onConflict((oc) => oc.columns(['organization_id', 'process_type', 'feedback_type']).doNothing())
          .execute();
      }
    });
  }
}
