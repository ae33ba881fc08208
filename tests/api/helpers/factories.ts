import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { PROCESS_TYPES } from '../../../src/engine/constants';
import type { Database, FormRow, OrganizationRow, UserRow } from '../../../src/server/db/database';
import type { VersionValues } from '../../../src/server/features/forms/repo-editing';

/** Creates an organization; every call a new slug unless given. */
export async function buildOrg(
  db: Kysely<Database>,
  overrides: Partial<{ slug: string; name: string; customCss: string; theme: object | null }> = {},
): Promise<OrganizationRow> {
  const slug = overrides.slug ?? `org-${crypto.randomBytes(4).toString('hex')}`;
  return db
    .insertInto('organizations')
    .values({
      slug,
      name: overrides.name ?? `Org ${slug}`,
      custom_css: overrides.customCss ?? '',
      theme: overrides.theme ? JSON.stringify(overrides.theme) : null,
      settings: JSON.stringify({}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Creates an employee (and its organization when none is given). */
export async function buildUser(
  db: Kysely<Database>,
  overrides: Partial<{
    organizationId: number;
    roles: string[];
    subject: string;
    supervisorId: number;
    firstName: string;
  }> = {},
): Promise<UserRow> {
  const organizationId = overrides.organizationId ?? (await buildOrg(db)).id;
  const id = crypto.randomBytes(4).toString('hex');
  return db
    .insertInto('users')
    .values({
      organization_id: organizationId,
      subject: overrides.subject ?? crypto.randomUUID(),
      shorthand: `U${id}`.toUpperCase(),
      first_name: overrides.firstName ?? 'Test',
      last_name: `User ${id}`,
      email: `user-${id}@test.example`,
      position: 'Tester',
      roles: JSON.stringify(overrides.roles ?? []),
      supervisor_id: overrides.supervisorId ?? null,
      language_key: 'de-DE',
      theme_mode: 'light',
      can_be_impersonated: true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A small valid questionnaire definition (one page, one scale question), with overrides. */
export function questionnairePages(title = 'Zufriedenheit') {
  return [
    {
      id: 'p1',
      pageIndex: 0,
      title: { 'de-DE': 'Seite 1', 'en-US': 'Page 1' },
      elements: [
        {
          id: 'q1',
          index: 0,
          type: 'scaleQuestion',
          title: { 'de-DE': title, 'en-US': 'Satisfaction' },
          minValue: 1,
          maxValue: 5,
          mandatoryScale: true,
        },
      ],
    },
  ];
}

/** The body of POST /api/Forms that saves a new MAFEG questionnaire (not a draft), with overrides. */
export const formDefinition = (overrides: Record<string, unknown> = {}) => ({
  correlationId: crypto.randomUUID(),
  name: 'Mitarbeitergespräch 2027',
  questionnaireType: PROCESS_TYPES.MAFEG,
  isDraft: false,
  pages: questionnairePages(),
  ...overrides,
});

/** Stores a questionnaire version (and its organization when none is given). */
export async function buildForm(
  db: Kysely<Database>,
  overrides: Partial<Omit<VersionValues, 'pages' | 'createdBy'> & { pages: unknown[] }> = {},
): Promise<FormRow> {
  const organizationId = overrides.organizationId ?? (await buildOrg(db)).id;
  return db
    .insertInto('forms')
    .values({
      organization_id: organizationId,
      correlation_id: overrides.correlationId ?? crypto.randomUUID(),
      version: overrides.version ?? 1,
      name: overrides.name ?? 'Testbogen',
      questionnaire_type: overrides.questionnaireType ?? 1,
      is_draft: overrides.isDraft ?? false,
      pages: JSON.stringify(overrides.pages ?? questionnairePages()),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
