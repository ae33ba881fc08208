import crypto from 'node:crypto';
import type { FormPage } from '../../src/engine/forms';
import { openBenchDatabase } from './bench-database';

/**
 * Stores a questionnaire in the demo organization while no server holds the database; returns its id. The
 * correlation id is a new UUID (a generated questionnaire's own id is not one).
 */
export async function storeDemoForm(
  dataDir: string,
  form: { name: string; questionnaireType: number; isDraft: boolean; pages: readonly FormPage[] },
): Promise<number> {
  const handle = await openBenchDatabase(dataDir);
  try {
    const org = await handle.db
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const row = await handle.db
      .insertInto('forms')
      .values({
        organization_id: org.id,
        correlation_id: crypto.randomUUID(),
        version: 1,
        name: form.name,
        questionnaire_type: form.questionnaireType,
        is_draft: form.isDraft,
        pages: JSON.stringify(form.pages),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await handle.close();
  }
}
