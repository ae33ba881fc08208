import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export async function updatePreferences(
  db: Kysely<Database>,
  organizationId: number,
  userId: number,
  change: { language_key?: string; theme_mode?: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set(change)
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .execute();
}

/** The first employee record of a sign-in subject (names and e-mail for user info). */
export async function findPerson(db: Kysely<Database>, subject: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('subject', '=', subject)
    .orderBy('id')
    .executeTakeFirst();
}

/** Slug and name of every organization where the subject has an employee record. */
export async function listOrganizationsOf(db: Kysely<Database>, subject: string) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['organizations.slug', 'organizations.name'])
    .where('users.subject', '=', subject)
    .orderBy('organizations.name')
    .execute();
}
