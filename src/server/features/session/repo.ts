import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Whether the employee leads anyone and whether anyone has them as mentor, in one round trip. */
export async function findRelations(db: Kysely<Database>, organizationId: number, userId: number) {
  const row = await db
    .selectNoFrom([
      sql<boolean>`exists(select 1 from users where organization_id = ${organizationId} and supervisor_id = ${userId})`.as(
        'isSupervisor',
      ),
      sql<boolean>`exists(select 1 from users where organization_id = ${organizationId} and mentor_id = ${userId})`.as(
        'isMentor',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

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
