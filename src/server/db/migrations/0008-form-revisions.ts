import type { Kysely } from 'kysely';

/**
 * A revision counter per questionnaire version: a version no process uses is saved in place, and the counter
 * lets a save that started from an older state get a conflict instead of overwriting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('forms')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forms').dropColumn('revision').execute();
}
