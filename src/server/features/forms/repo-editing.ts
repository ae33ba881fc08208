import { sql, type Kysely, type Transaction } from 'kysely';
import type { FormPage } from '../../../engine/forms';
import type { Database, FormRow } from '../../db/database';
import './tables';
import { rowOfOrganization } from '../../db/organization-row';

type Db = Kysely<Database> | Transaction<Database>;

/** The latest version of a questionnaire, locked for the rest of the transaction; undefined when none. */
export async function lockLatestVersion(
  trx: Transaction<Database>,
  organizationId: number,
  correlationId: string,
): Promise<FormRow | undefined> {
  return trx
    .selectFrom('forms')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('correlation_id', '=', correlationId)
    .where('deleted_at', 'is', null)
    .orderBy('version', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** True when the organization ever had a questionnaire with this correlation id (deleted ones count). */
export async function correlationTaken(db: Db, organizationId: number, correlationId: string) {
  const row = await db
    .selectFrom('forms')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('correlation_id', '=', correlationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when a feedback (of a process or a shared one) uses this version. */
export async function versionInUse(db: Db, organizationId: number, formId: number): Promise<boolean> {
  const row = await db
    .selectFrom('feedbacks')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('form_id', '=', formId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many processes use any version of the questionnaire. */
export async function processesUsing(db: Db, organizationId: number, correlationId: string) {
  const row = await db
    .selectFrom('feedbacks as fb')
    .innerJoin('forms as f', 'f.id', 'fb.form_id')
    .select(sql<string>`count(distinct fb.process_id)`.as('count'))
    .where('f.organization_id', '=', organizationId)
    .where('fb.organization_id', '=', organizationId)
    .where('f.correlation_id', '=', correlationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when the questionnaire serves a feedback type in the organization's form settings. */
export async function assignedInSettings(db: Db, organizationId: number, correlationId: string) {
  const row = await db
    .selectFrom('form_settings')
    .select('process_type')
    .where('organization_id', '=', organizationId)
    .where('form_correlation_id', '=', correlationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type VersionValues = {
  organizationId: number;
  correlationId: string;
  version: number;
  name: string;
  questionnaireType: number;
  isDraft: boolean;
  pages: FormPage[];
  createdBy: number;
};

/** Stores a new version. */
export async function insertVersion(db: Db, v: VersionValues): Promise<FormRow> {
  return db
    .insertInto('forms')
    .values({
      organization_id: v.organizationId,
      correlation_id: v.correlationId,
      version: v.version,
      name: v.name,
      questionnaire_type: v.questionnaireType,
      is_draft: v.isDraft,
      pages: JSON.stringify(v.pages),
      created_by: v.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Overwrites a version no process uses and counts the revision up. */
export async function overwriteVersion(
  db: Db,
  organizationId: number,
  id: number,
  v: Pick<VersionValues, 'name' | 'questionnaireType' | 'isDraft' | 'pages'>,
): Promise<FormRow> {
  return db
    .updateTable('forms')
    .set({
      name: v.name,
      questionnaire_type: v.questionnaireType,
      is_draft: v.isDraft,
      pages: JSON.stringify(v.pages),
      revision: sql<number>`revision + 1`,
    })
    .where(rowOfOrganization(organizationId, id))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks every version of a questionnaire deleted (processes keep reading theirs by id). */
export async function deleteAllVersions(db: Db, organizationId: number, correlationId: string) {
  await db
    .updateTable('forms')
    .set({ deleted_at: new Date() })
    .where('organization_id', '=', organizationId)
    .where('correlation_id', '=', correlationId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Names of the table questions of the organization's questionnaires (a tableReview may reference them). */
export async function knownTableNames(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('forms')
    .select('pages')
    .where('organization_id', '=', organizationId)
    .where('deleted_at', 'is', null)
    .execute();
  const names = new Set<string>();
  const visit = (elements: FormPage['elements']) =>
    elements.forEach((e) => {
      if (e.type === 'tableQuestion' && e.name) names.add(e.name);
      if (e.elements) visit(e.elements);
    });
  rows.forEach((row) => row.pages.forEach((page) => visit(page.elements)));
  return [...names];
}
