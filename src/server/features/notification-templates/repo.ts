import type { Kysely } from 'kysely';
import type { TemplateKind } from '../../../engine/notifications/template-catalogue';
import type { TranslatableText } from '../../../engine/notifications/template-render';
import type { Database } from '../../db/database';
import '../../mail/tables';

type Db = Kysely<Database>;

/** The organization's changed templates. */
export function storedTemplates(db: Db, organizationId: number) {
  return db
    .selectFrom('notification_templates')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
}

/** Stores the organization's template of a kind (insert or replace). */
export async function upsertTemplate(
  db: Db,
  organizationId: number,
  kind: TemplateKind,
  texts: { subject: TranslatableText; body: TranslatableText },
  userId: number,
): Promise<void> {
  const values = {
    subject: JSON.stringify(texts.subject),
    body: JSON.stringify(texts.body),
    updated_by: userId,
    updated_at: new Date(),
  };
  await db
    .insertInto('notification_templates')
    .values({ organization_id: organizationId, kind, ...values })
    .onConflict((oc) => oc.columns(['organization_id', 'kind']).doUpdateSet(values))
    .execute();
}

/** Deletes the organization's template of a kind: it uses the default again. */
export async function deleteTemplate(db: Db, organizationId: number, kind: TemplateKind): Promise<void> {
  await db
    .deleteFrom('notification_templates')
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .execute();
}
