import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OrganizationRow, UserRow } from '../../../src/server/db/database';

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
